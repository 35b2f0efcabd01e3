import { z } from "zod";
import { filled, leadFields, regoStates, text } from "./lead.ts";

/**
 * The trade-in valuation's calls, checked by the same schemas in the page and on the server:
 * the rego lookup `{ rego, regoState }`, the valuation with its adjustment answers, and the
 * valuation as `POST /api/miscellaneous` receives it.
 */

const tradeInCarShape = leadFields.shape.trade_in.unwrap().shape;

/** A registration as plates show it: letters and digits, spaces ignored, upper case. */
const rego = z
  .string({ error: "Enter the rego" })
  .transform((value) => value.replaceAll(/\s+/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .min(1, "Enter the rego")
      .regex(/^[A-Z0-9]{1,9}$/, "Enter the rego as up to 9 letters and digits"),
  );

const regoState = z.enum(regoStates, { error: "Choose the state it is registered in" });

/** `POST /api/trade-in/rego-lookup`. */
export const regoLookupRequest = z.strictObject({ rego, regoState });
export type RegoLookupRequest = z.output<typeof regoLookupRequest>;

/** The car being valued: from the rego lookup, or picked by the shopper. */
export const tradeInCar = z.strictObject({
  make: filled(100).meta({ title: "Make" }),
  model: filled(100).meta({ title: "Model" }),
  year: tradeInCarShape.year,
  badge: text(100).optional().meta({ title: "Badge" }),
  rego: rego.optional(),
  regoState: regoState.optional(),
});
export type TradeInCar = z.output<typeof tradeInCar>;

/** What the rego lookup answers: the car, or that the rego is unknown. */
export const regoLookupAnswer = z.discriminatedUnion("found", [
  z.strictObject({ found: z.literal(true), car: tradeInCar }),
  z.strictObject({ found: z.literal(false) }),
]);
export type RegoLookupAnswer = z.output<typeof regoLookupAnswer>;

/** The odometer as typed: whole km, thousands separators allowed. */
export const odometer = z.preprocess(
  (value) =>
    typeof value === "string" && /^\s*[\d,]+\s*$/.test(value)
      ? Number(value.replaceAll(",", ""))
      : value === ""
        ? undefined
        : value,
  tradeInCarShape.km.unwrap().meta({ title: "Odometer (km)" }),
);

/** The FAQ's adjustment questions, in the order they are asked. */
export const adjustmentQuestions = [
  { id: "service_history", question: "Does the car have a full service history?" },
  { id: "working_components", question: "Do all of its components work?" },
  { id: "two_key_sets", question: "Does it come with two sets of keys?" },
  { id: "no_illegal_modifications", question: "Is it free of illegal modifications?" },
  { id: "good_condition", question: "Is it in good condition?" },
] as const;

const answer = z.boolean({ error: "Answer yes or no" });
export const adjustmentAnswers = z.strictObject({
  service_history: answer,
  working_components: answer,
  two_key_sets: answer,
  no_illegal_modifications: answer,
  good_condition: answer,
});
export type AdjustmentAnswers = z.output<typeof adjustmentAnswers>;

/** `POST /api/trade-in/valuations`: the trade-in lead's id, the car, its km and the answers. */
export const valuationRequest = z.strictObject({
  lead_id: filled(100),
  car: tradeInCar,
  km: odometer,
  adjustmentAnswers,
});
export type ValuationRequest = z.output<typeof valuationRequest>;

const money = z.number().int().nonnegative();

/** A valuation as the server answers and keeps it for 7 days. */
export const valuation = z.strictObject({
  id: filled(100),
  lead_id: filled(100),
  car: tradeInCar,
  km: odometer,
  outcome: z.enum(["estimate", "outside-online-rule", "no-estimate"]),
  /** The indicative range; null without an estimate. */
  low: money.nullable(),
  high: money.nullable(),
  confidence: z.enum(["low", "medium", "high"]).nullable(),
  /** Comparable cars the estimate came from (the site's stock), when it came from them. */
  comparables: z.number().int().nonnegative().nullable(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type Valuation = z.output<typeof valuation>;

/** `POST /api/miscellaneous`: the valuation response plus column_name 'valuation'. */
export const miscellaneousValuation = valuation.extend({ column_name: z.literal("valuation") });

/** `GET /api/trade-in/options`: whether rego lookup works here, and the cars to pick from. */
export type TradeInCarChoices = {
  regoLookup: boolean;
  makes: string[];
  models: { make: string; model: string; badges: string[] }[];
};
