import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import {
  type MarketGaugeResponse,
  visibleMarketGauge,
} from "@storefront/rules/vehicle/market/market-gauge";

type Fetched<T> =
  | { status: "pending"; data?: undefined; error?: unknown }
  | { status: "success"; data: T; error?: unknown }
  | { status: "error"; data?: T | undefined; error: unknown };

/**
 * The gauge to show from the autogauge answer, and why it is hidden (for the console) once the
 * answer is in: a failed call, no data, or a hide rule. Nothing shows while it loads.
 */
export function marketGaugeData(
  answer: Fetched<Partial<MarketGaugeResponse>>,
): BlockData<"market-gauge"> & {
  hiddenBecause: string | null;
} {
  if (answer.status === "pending") return { gauge: null, hiddenBecause: null };
  if (answer.status === "error")
    return { gauge: null, hiddenBecause: `the market gauge failed: ${String(answer.error)}` };
  const visible = visibleMarketGauge(answer.data);
  return visible.shown
    ? { gauge: visible.gauge, hiddenBecause: null }
    : { gauge: null, hiddenBecause: `the market gauge is hidden: ${visible.reason}` };
}
