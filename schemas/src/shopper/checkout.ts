import { z } from "zod";
import { leadFields, tradeIn } from "../leads/lead.ts";
import { calculatorDepositLimits } from "../site/finance-settings.ts";

/** The shopper's details on the checkout: the dealer replies by email or phone. */
export const checkoutDetails = leadFields
  .pick({ name: true, last_name: true, phone: true, postcode: true, message: true })
  .extend({ email: z.email("Enter a valid email address").max(254) });
export type CheckoutDetails = z.infer<typeof checkoutDetails>;

/** The trade-in valuation a shopper attaches: one of their own valuations of the last 7 days. */
const valuationId = z.string().trim().min(1, "Choose a valuation").max(100);

/** The finance pre-approval a shopper attaches: one of their own finance journey applications. */
const preApprovalId = z.string().trim().min(1, "Choose a finance application").max(100);

/** A calculator figure in dollars, within the vehicle page calculator's deposit limits. */
const calculatorDollars = z
  .number("Enter an amount in dollars")
  .min(
    calculatorDepositLimits.min,
    `Cannot be less than ${calculatorDepositLimits.min} or more than ${calculatorDepositLimits.max}`,
  )
  .max(
    calculatorDepositLimits.max,
    `Cannot be less than ${calculatorDepositLimits.min} or more than ${calculatorDepositLimits.max}`,
  );

/**
 * The finance the shopper wants on the car, as the vehicle page calculator structures it: a
 * deposit, a balloon (residual) and a term in years within the calculator's widest limits (the
 * site's own term limits are checked by the server).
 */
const checkoutFinance = z.strictObject({
  deposit: calculatorDollars,
  balloon: calculatorDollars,
  term_years: z
    .number("Enter the loan term in years")
    .min(1, "Cannot be less than 1 or more than 7")
    .max(7, "Cannot be less than 1 or more than 7"),
});
export type CheckoutFinance = z.infer<typeof checkoutFinance>;

const checkoutSteps = ["car", "details", "trade-in", "finance", "deposit", "confirmation"] as const;

/** Where a signed-in shopper is in a car's checkout, kept by the server to resume from. */
export const checkoutProgress = z.strictObject({
  step: z.enum(checkoutSteps),
  details: checkoutDetails.partial().optional(),
  trade_in: tradeIn.optional(),
  valuation_id: valuationId.optional(),
  finance: checkoutFinance.optional(),
  pre_approval_id: preApprovalId.optional(),
});

/**
 * Starting a deposit payment, or a hold request where the site takes no payments: the shopper's
 * details and, where the checkout offers them, a trade-in (their valuation, or the car described
 * for the dealer to value) and the finance they want on the car (a structure, or their finance
 * journey's pre-approval).
 */
export const reservationRequest = z
  .strictObject({
    details: checkoutDetails,
    trade_in: tradeIn.optional(),
    valuation_id: valuationId.optional(),
    finance: checkoutFinance.optional(),
    pre_approval_id: preApprovalId.optional(),
  })
  .refine((request) => !(request.trade_in && request.valuation_id), {
    path: ["valuation_id"],
    message: "Attach a valuation or describe your car, not both",
  })
  .refine((request) => !(request.finance && request.pre_approval_id), {
    path: ["pre_approval_id"],
    message: "Attach a pre-approval or set your finance, not both",
  });
export type ReservationRequest = z.infer<typeof reservationRequest>;

/**
 * A pre-approval the shopper applied for through the finance journey, as the store holds it:
 * the amount and term they asked for and the lender it went to. The store knows only that the
 * application was sent (`applied`), never the lender's decision.
 */
export type CheckoutPreApproval = {
  id: string;
  applied_at: string;
  amount: number | null;
  term_years: number | null;
  lender: string | null;
  status: "applied";
};

/** What the studio's Leads view does to a reservation, and who did it. */
export const reservationChange = z.strictObject({
  action: z.enum(["confirm", "release", "refund"], {
    error: "Choose confirm, release or refund",
  }),
  by: z.string().trim().min(1, "Say who is doing this").max(80),
  note: z.string().trim().max(500).optional(),
});
