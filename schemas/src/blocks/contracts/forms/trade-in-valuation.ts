import { z } from "zod";
import { blockContract } from "../../shared.ts";
import { leadFormProps } from "../lead-form-props.ts";

/**
 * The trade-in valuation journey: the car (by rego lookup, or picked), its odometer, the FAQ's
 * adjustment questions and the shopper's details, then an indicative range or the reason for
 * none; the trade-in lead is sent either way and the offer can be accepted.
 */
export const tradeInValuation = blockContract({
  type: "trade-in-valuation",
  props: z.strictObject({
    title: leadFormProps.title("Value your trade-in"),
    submitLabel: leadFormProps.submitLabel("Get My Valuation"),
    category: leadFormProps.category("Trade In"),
  }),
  placement: { templates: ["trade-in", "trade-in-valuation", "content"], zones: ["main"], max: 1 },
});
