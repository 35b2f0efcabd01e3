import { z } from "zod";
import { blockContract } from "../../../shared.ts";
import { leadFormProps } from "../../lead-form-props.ts";

/**
 * The vehicle page's 'Enquire' button and the enquiry form it opens in a dialog (also opened by
 * the page's `#enquire` link). A sold vehicle's button asks for a similar one instead.
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
    commentsRequired: z.boolean().default(true).meta({
      title: "Comments required",
      description: "Off on sites where the message (Comments) is optional.",
    }),
    showDealership: z.boolean().default(true).meta({
      title: "Preferred dealership field",
      description: "Asked (and required) when the site has several dealerships.",
    }),
    defaultMessage: z
      .string()
      .max(2000)
      .default("")
      .meta({ title: "Comments prefilled", description: "The message the form starts with." }),
    steps: leadFormProps.steps,
    checkOptions: z.array(z.string().min(1).max(100)).max(20).default([]).meta({
      title: "Extra services",
      description: "Check options; those ticked are sent as additional services.",
    }),
  }),
  placement: { templates: ["vehicle"], zones: ["sidebar", "main"], max: 1 },
});
