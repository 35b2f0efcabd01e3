import {
  comparableEstimate,
  type MarketRecord,
  type AdjustmentAnswers as RuleAnswers,
} from "@storefront/rules/trade-in/comparable-valuation";
import type { SiteDefinition } from "@storefront/schemas";
import {
  type AdjustmentAnswers,
  type RegoLookupAnswer,
  type RegoLookupRequest,
  regoLookupAnswer,
  type TradeInCar,
} from "@storefront/schemas/leads/trade-in";
import { z } from "zod";
import { type PartnerApi, postToPartner } from "../http/partner-post.ts";

/** Finds a car by its rego and state. */
export type RegoLookup = (
  site: SiteDefinition,
  request: RegoLookupRequest,
) => Promise<RegoLookupAnswer>;

/** What a valuation adapter is asked: the car, its km and the adjustment answers. */
type EstimateRequest = { car: TradeInCar; km: number; adjustmentAnswers: AdjustmentAnswers };

/** An indicative range with its confidence, or no figure. */
type Estimate =
  | {
      status: "estimate";
      low: number;
      high: number;
      confidence: "low" | "medium" | "high";
      comparables: number | null;
    }
  | { status: "no-estimate" };

export type ValuationAdapter = (
  site: SiteDefinition,
  request: EstimateRequest,
  stock: Iterable<MarketRecord>,
) => Promise<Estimate>;

/** A call to the rego lookup or valuation provider that failed; the shopper is told plainly. */
export class TradeInProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "TradeInProviderError";
  }
}

/** The default valuation: from the market data of comparable stock the site holds. */
export const comparableStockValuation: ValuationAdapter = async (_site, request, stock) => {
  const estimate = comparableEstimate(
    { ...request.car, km: request.km },
    request.adjustmentAnswers satisfies RuleAnswers,
    stock,
  );
  return estimate.status === "estimate" ? estimate : { status: "no-estimate" };
};

/** The provider's API: the rego lookup at `{url}/lookup`, valuations at `{url}/valuations`. */
type HttpOptions = PartnerApi;

/**
 * A rego lookup service: `POST {url}/lookup` with `{ rego, regoState }` answers
 * `{ found: true, car }` or `{ found: false }` (a 404 also means not found).
 */
export function httpRegoLookup(options: HttpOptions): RegoLookup {
  return async (site, request) => {
    let answer: Awaited<ReturnType<typeof postToPartner>>;
    try {
      answer = await postToPartner(options, site, "/lookup", request);
    } catch (error) {
      throw new TradeInProviderError("The rego lookup did not answer", { cause: error });
    }
    if (answer.status === 404) return { found: false };
    const parsed = regoLookupAnswer.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success)
      throw new TradeInProviderError(`The rego lookup answered ${answer.status}`);
    return parsed.data.found
      ? {
          found: true,
          car: { ...parsed.data.car, rego: request.rego, regoState: request.regoState },
        }
      : parsed.data;
  };
}

const providerEstimate = z.union([
  z.object({
    low: z.number().int().nonnegative(),
    high: z.number().int().nonnegative(),
    confidence: z.enum(["low", "medium", "high"]),
  }),
  z.object({ low: z.null(), high: z.null() }),
]);

/**
 * A valuation service: `POST {url}/valuations` with `{ car, km, adjustmentAnswers }` answers
 * `{ low, high, confidence }`, or `{ low: null, high: null }` when it gives no figure.
 */
export function httpValuation(options: HttpOptions): ValuationAdapter {
  return async (site, request) => {
    let answer: Awaited<ReturnType<typeof postToPartner>>;
    try {
      answer = await postToPartner(options, site, "/valuations", request);
    } catch (error) {
      throw new TradeInProviderError("The valuation service did not answer", { cause: error });
    }
    const parsed = providerEstimate.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success)
      throw new TradeInProviderError(`The valuation service answered ${answer.status}`);
    const { low, high } = parsed.data;
    if (low === null || high === null || !("confidence" in parsed.data))
      return { status: "no-estimate" };
    return { status: "estimate", low, high, confidence: parsed.data.confidence, comparables: null };
  };
}

/** An HTTP adapter when both `<prefix>_URL` and `<prefix>_KEY` are set; undefined with neither. */
function httpOptionsFrom(env: NodeJS.ProcessEnv, prefix: string): HttpOptions | undefined {
  const url = env[`${prefix}_URL`]?.trim();
  const key = env[`${prefix}_KEY`]?.trim();
  if (url && key) return { url, key };
  if (url || key) throw new Error(`Set both ${prefix}_URL and ${prefix}_KEY, or neither`);
  return undefined;
}

export type TradeInAdapters = { regoLookup?: RegoLookup; valuation: ValuationAdapter };

/**
 * The adapters the environment names: the rego lookup with `REGO_LOOKUP_URL` and
 * `REGO_LOOKUP_KEY` (else none: the shopper picks the car), the valuation service with
 * `TRADE_IN_VALUATION_URL` and `TRADE_IN_VALUATION_KEY` (else comparable stock).
 */
export function tradeInAdaptersFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): TradeInAdapters {
  const lookup = httpOptionsFrom(env, "REGO_LOOKUP");
  const valuation = httpOptionsFrom(env, "TRADE_IN_VALUATION");
  return {
    ...(lookup ? { regoLookup: httpRegoLookup(lookup) } : {}),
    valuation: valuation ? httpValuation(valuation) : comparableStockValuation,
  };
}
