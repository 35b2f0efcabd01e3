import { z } from "zod";
import { blockContract } from "../../shared.ts";

/**
 * Reserving a car online: the car and its price, the shopper's details, an optional trade-in
 * and finance, the deposit (or, where the site takes no payments, a hold request) and what happens next. A
 * car that cannot be reserved shows why and offers the enquiry instead.
 */
export const checkout = blockContract({
  type: "checkout",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Reserve this car").meta({ title: "Title" }),
    offerTradeIn: z.boolean().default(true).meta({
      title: "Offer a trade-in step",
      widget: "switch",
      help: "After the details: attach a trade-in valuation, or describe a car for the dealer to value.",
    }),
    offerFinance: z.boolean().default(true).meta({
      title: "Offer a finance step",
      widget: "switch",
      help: "After the trade-in (or the details): pay in full, or the deposit, balloon and term to finance the car, with its weekly repayment.",
    }),
  }),
  placement: { templates: ["checkout", "checkout-journey"], zones: ["main"], max: 1 },
});
