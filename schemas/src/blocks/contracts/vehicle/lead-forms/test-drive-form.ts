import { z } from "zod";
import { blockContract } from "../../../shared.ts";
import { leadFormProps } from "../../lead-form-props.ts";

/**
 * The test-drive booking: a 'Book a Test Drive' button opening the form in a dialog on the
 * vehicle page, or the form itself on /book-test-drive. The message, date and time are optional.
 */
export const testDriveForm = blockContract({
  type: "test-drive-form",
  props: z.strictObject({
    presentation: leadFormProps.presentation,
    buttonLabel: leadFormProps.buttonLabel("Book a Test Drive"),
    title: leadFormProps.title("Book a Test Drive"),
    submitLabel: leadFormProps.submitLabel("Book Test Drive"),
    steps: leadFormProps.steps,
    askDateTime: z.boolean().default(true).meta({
      title: "Preferred date and time",
      description: "Asks for a preferred date and time (always optional).",
    }),
    category: leadFormProps.category("Test Drive"),
  }),
  placement: {
    templates: ["vehicle", "test-drive", "content"],
    zones: ["sidebar", "main"],
    max: 1,
  },
});
