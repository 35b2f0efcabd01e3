import { z } from "zod";
import { blockContract } from "../../../shared.ts";
import { leadFormProps } from "../../lead-form-props.ts";

/** The vehicle page's 'Request More Photos' button and the short form it opens in a dialog. */
export const requestPhotosForm = blockContract({
  type: "request-photos-form",
  props: z.strictObject({
    buttonLabel: leadFormProps.buttonLabel("Request More Photos"),
    title: leadFormProps.title("Request more photos"),
    submitLabel: leadFormProps.submitLabel("Send Request"),
    request: z
      .string()
      .min(1)
      .max(400)
      .default("Please send me more photos of this vehicle.")
      .meta({
        title: "Request text",
        description: "Sent with every request, ahead of the shopper's own message; not shown.",
      }),
    category: leadFormProps.category("General Enquiry"),
    subcategory: z.string().min(1).max(100).default("Photo Request").meta({
      title: "Lead subcategory",
      description: "Tells the dealer the lead asks for photos.",
    }),
  }),
  placement: { templates: ["vehicle"], zones: ["sidebar", "main"], max: 1 },
});
