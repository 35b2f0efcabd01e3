import type { tradeIn } from "@storefront/schemas/leads/lead";
import type { z } from "zod";
import type { LeadFormResult } from "../lead-forms/lead-form-result.ts";

/** A sent hold request, or a started deposit with the payment the deposit step completes. */
export type CheckoutSent =
  | { status: "sent"; clientSecret?: string | undefined }
  | Extract<LeadFormResult, { status: "refused" }>;

/** Back to the checkout's step before, named on its button ('Back to Your Details'). */
export type CheckoutStepBack = { label: string; go: () => void };

/** One of the signed-in shopper's trade-in valuations that has not expired. */
export type CheckoutValuation = {
  id: string;
  car: { make: string; model: string; year: number };
  km: number;
  /** The estimate's range; null where the valuation gave none. */
  low: number | null;
  high: number | null;
};

/** The trade-in the shopper chose: none, their valuation, or their car described. */
export type CheckoutTradeInChoice = {
  trade_in?: z.infer<typeof tradeIn> | undefined;
  valuation_id?: string | undefined;
};

/** The finance wanted, structured as the vehicle page calculator does it. */
export type CheckoutFinance = { deposit: number; balloon: number; term_years: number };

/** Where the finance step starts and what its weekly figure is worked out on (the server's). */
export type CheckoutFinanceStart = CheckoutFinance & {
  amount: number;
  rate_percent: number;
  fees: number;
  round_up_fees: boolean;
  term: { min: number; max: number; step: number };
};

export type { CheckoutPreApproval } from "@storefront/schemas/shopper/checkout";

/** The finance chosen: none, a structure, or the shopper's pre-approval (by its id). */
export type CheckoutFinanceChoice = {
  finance?: CheckoutFinance | undefined;
  pre_approval_id?: string | undefined;
};

/** The trade-in and the finance the shopper chose: none of either, or what they chose. */
export type CheckoutChoices = CheckoutTradeInChoice & CheckoutFinanceChoice;

/** What the checkout sends: the shopper's details, their trade-in and finance. */
export type CheckoutRequest = CheckoutChoices & { details: Record<string, string> };

/** Where the shopper got to, kept so that signing in again resumes there. */
export type CheckoutKept = CheckoutChoices & {
  step: "trade-in" | "finance" | "deposit";
  details: Record<string, string>;
};

/** The payment provider's form for the deposit, as the deposit step shows it. */
export type DepositFormProps = { clientSecret: string; amountLabel: string; onPaid: () => void };
