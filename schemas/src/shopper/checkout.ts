import { z } from "zod";
import { leadFields, tradeIn } from "../leads/lead.ts";

/** The shopper's details on the checkout: the dealer replies by email or phone. */
export const checkoutDetails = leadFields
  .pick({ name: true, last_name: true, phone: true, postcode: true, message: true })
  .extend({ email: z.email("Enter a valid email address").max(254) });
export type CheckoutDetails = z.infer<typeof checkoutDetails>;

/** The trade-in valuation a shopper attaches: one of their own valuations of the last 7 days. */
const valuationId = z.string().trim().min(1, "Choose a valuation").max(100);

const checkoutSteps = ["car", "details", "trade-in", "finance", "deposit", "confirmation"] as const;

/** Where a signed-in shopper is in a car's checkout, kept by the server to resume from. */
export const checkoutProgress = z.strictObject({
  step: z.enum(checkoutSteps),
  details: checkoutDetails.partial().optional(),
  trade_in: tradeIn.optional(),
  valuation_id: valuationId.optional(),
  finance: z
    .strictObject({
      deposit: z.number().min(0).max(10_000_000),
      term_years: z.number().min(1).max(7),
      weekly_repayment: z.number().min(0).max(1_000_000).optional(),
    })
    .optional(),
});

/**
 * Starting a deposit payment, or a hold request where the site takes no payments: the shopper's
 * details and, where the checkout offers it, a trade-in (their valuation, or the car described
 * for the dealer to value).
 */
export const reservationRequest = z
  .strictObject({
    details: checkoutDetails,
    trade_in: tradeIn.optional(),
    valuation_id: valuationId.optional(),
  })
  .refine((request) => !(request.trade_in && request.valuation_id), {
    path: ["valuation_id"],
    message: "Attach a valuation or describe your car, not both",
  });
export type ReservationRequest = z.infer<typeof reservationRequest>;

/** What the studio's Leads view does to a reservation, and who did it. */
export const reservationChange = z.strictObject({
  action: z.enum(["confirm", "release", "refund"], {
    error: "Choose confirm, release or refund",
  }),
  by: z.string().trim().min(1, "Say who is doing this").max(80),
  note: z.string().trim().max(500).optional(),
});
