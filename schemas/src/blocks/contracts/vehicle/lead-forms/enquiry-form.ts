import { z } from "zod";
import { blockContract } from "../../../shared.ts";
import { leadFormProps } from "../../lead-form-props.ts";

/**
 * The vehicle page's 'Enquire' button and the enquiry form it opens in a dialog (also opened by
 * the page's `#enquire` link). A sold vehicle's button asks for a similar one instead. Whether
 * Comments are required, the preferred dealership and the extra services are the site's
 * `forms` settings, shared by every enquiry form.
 */
export const enquiryForm = blockContract({
  type: "enquiry-form",
  props: z.strictObject({
    buttonLabel: z.string().min(1).max(60).default("Enquire").meta({ title: "Button label" }),
    title: z
      .string()
      .min(1)
      .max(120)
      .default("Enquire about this vehicle")
      .meta({ title: "Form title" }),
    defaultMessage: z
      .string()
      .max(2000)
      .default("")
      .meta({ title: "Comments prefilled", description: "The message the form starts with." }),
    steps: leadFormProps.steps,
  }),
  placement: { templates: ["vehicle"], zones: ["sidebar", "main"], max: 1 },
});
