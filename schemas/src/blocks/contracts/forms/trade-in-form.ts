import { z } from "zod";
import { blockContract } from "../../shared.ts";
import { leadFormProps } from "../lead-form-props.ts";

/** The trade-in lead: contact details and the car offered (rego, state, make, model, year, km). */
export const tradeInForm = blockContract({
  type: "trade-in-form",
  props: z.strictObject({
    title: leadFormProps.title("Tell us about your car"),
    submitLabel: leadFormProps.submitLabel("Get My Valuation"),
    steps: leadFormProps.steps,
    category: leadFormProps.category("Trade In"),
  }),
  placement: { templates: ["trade-in", "trade-in-valuation", "content"], zones: ["main"], max: 1 },
});
