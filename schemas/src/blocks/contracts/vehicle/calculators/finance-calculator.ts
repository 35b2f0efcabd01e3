import { z } from "zod";
import { blockContract } from "../../../shared.ts";
import { leadFormProps } from "../../lead-form-props.ts";

/**
 * The vehicle page's finance calculator: repayments from the car's lender figures and the site's
 * finance settings, and the call to action the site's finance settings choose ('Get Finance
 * Now' opening the finance enquiry, or an 'Enquire Now' link).
 */
export const financeCalculator = blockContract({
  type: "finance-calculator",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Finance Calculator").meta({ title: "Title" }),
    getFinanceLabel: leadFormProps.buttonLabel("Get Finance Now").meta({
      title: "Get Finance Now button label",
      description: "Shown when the site's call to action is the finance enquiry.",
    }),
    enquireLabel: leadFormProps.buttonLabel("Enquire Now").meta({
      title: "Enquire Now link label",
      description: "Shown when the site's call to action is the Enquire Now link.",
    }),
    formTitle: leadFormProps.title("Finance Enquiry"),
    submitLabel: leadFormProps.submitLabel("Send Enquiry"),
    category: leadFormProps.category("Finance Enquiry"),
  }),
  placement: { templates: ["vehicle"], zones: ["main"], max: 1 },
});
