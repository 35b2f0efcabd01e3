import { z } from "zod";
import { leadFields, tradeIn } from "../leads/lead.ts";

/** The shopper's details on the checkout: the dealer replies by email or phone. */
export const checkoutDetails = leadFields
  .pick({ name: true, last_name: true, phone: true, postcode: true, message: true })
  .extend({ email: z.email("Enter a valid email address").max(254) });
export type CheckoutDetails = z.infer<typeof checkoutDetails>;

const checkoutSteps = ["car", "details", "trade-in", "finance", "deposit", "confirmation"] as const;

/** Where a signed-in shopper is in a car's checkout, kept by the server to resume from. */
export const checkoutProgress = z.strictObject({
  step: z.enum(checkoutSteps),
  details: checkoutDetails.partial().optional(),
  trade_in: tradeIn.optional(),
  /** A trade-in valuation of the last 7 days the shopper chose. */
  valuation_id: z.string().max(100).optional(),
  finance: z
    .strictObject({
      deposit: z.number().min(0).max(10_000_000),
      term_years: z.number().min(1).max(7),
      weekly_repayment: z.number().min(0).max(1_000_000).optional(),
    })
    .optional(),
});

/** Starting a deposit payment, or a hold request where the site takes no payments. */
export const reservationRequest = z.strictObject({ details: checkoutDetails });

/** What the studio's Leads view does to a reservation, and who did it. */
export const reservationChange = z.strictObject({
  action: z.enum(["confirm", "release", "refund"], {
    error: "Choose confirm, release or refund",
  }),
  by: z.string().trim().min(1, "Say who is doing this").max(80),
  note: z.string().trim().max(500).optional(),
});
