import { formatMoney } from "@storefront/rules/formatting/format";
import type { tradeIn } from "@storefront/schemas/leads/lead";
import type { Valuation } from "@storefront/schemas/leads/trade-in";
import type { ReservationRequest } from "@storefront/schemas/shopper/checkout";
import type { z } from "zod";
import type { FieldProblem } from "../leads/request-problems.ts";
import type { StoredValuation } from "../store/checkout/trade-in-valuations.ts";

type TradeInCar = z.infer<typeof tradeIn>;

/** The valuation a checkout's trade-in came from, as the reservation keeps it. */
type AttachedValuation = Pick<Valuation, "id" | "low" | "high" | "outcome">;

/** A checkout's trade-in: the car, and the shopper's valuation of it when they attached one. */
export type CheckoutTradeIn = { trade_in?: TradeInCar; valuation?: AttachedValuation };

export const valuationNotYours =
  "This valuation has expired or is not yours. Choose another or describe your car.";

/** The valuation's car as a lead's trade-in, with the valuation it came from. */
const fromValuation = (valuation: StoredValuation): CheckoutTradeIn => ({
  trade_in: {
    make: valuation.car.make,
    model: valuation.car.model,
    year: valuation.car.year,
    badge: valuation.car.badge,
    km: valuation.km,
    rego: valuation.car.rego,
    rego_state: valuation.car.regoState,
  },
  valuation: {
    id: valuation.id,
    low: valuation.low,
    high: valuation.high,
    outcome: valuation.outcome,
  },
});

/**
 * The trade-in of a checkout request: the signed-in shopper's own unexpired valuation, or the car
 * they described; a problem naming `valuation_id` when the valuation is not theirs to attach.
 */
export async function checkoutTradeInOf(
  request: ReservationRequest,
  shopperId: string,
  findValuation: (id: string) => Promise<StoredValuation | undefined>,
): Promise<CheckoutTradeIn | FieldProblem> {
  if (request.valuation_id === undefined)
    return request.trade_in ? { trade_in: request.trade_in } : {};
  const valuation = await findValuation(request.valuation_id);
  if (!valuation || valuation.user_id !== shopperId)
    return { path: "valuation_id", message: valuationNotYours };
  return fromValuation(valuation);
}

/** The lead fields and comment line a checkout's trade-in adds for the dealer. */
export function tradeInLeadParts({ trade_in, valuation }: CheckoutTradeIn): {
  fields: Record<string, unknown>;
  line?: string | undefined;
} {
  if (!trade_in) return { fields: {} };
  if (!valuation)
    return {
      fields: { trade_in },
      line: "The shopper offers a car in trade: please value it and contact them.",
    };
  const estimate =
    valuation.low !== null && valuation.high !== null
      ? `${formatMoney(valuation.low)} – ${formatMoney(valuation.high)}`
      : undefined;
  return {
    fields: {
      trade_in,
      valuation_id: valuation.id,
      trade_in_valuation_low: valuation.low ?? undefined,
      trade_in_valuation_high: valuation.high ?? undefined,
    },
    line: estimate
      ? `Trade-in valued online at ${estimate} (valuation ${valuation.id}).`
      : `Trade-in valued online without an estimate (valuation ${valuation.id}): please value it.`,
  };
}
