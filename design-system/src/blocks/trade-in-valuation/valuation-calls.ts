import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import type {
  AdjustmentAnswers,
  RegoLookupAnswer,
  RegoLookupRequest,
  TradeInCar,
  TradeInCarChoices,
  Valuation,
} from "@storefront/schemas/leads/trade-in";

/** The shopper's contact details as the last step takes them. */
export type ContactDetails = { name: string; last_name?: string; email?: string; phone?: string };

/** Everything the journey asked, sent when the shopper asks for the valuation. */
export type ValuationAsked = {
  car: TradeInCar;
  km: number;
  adjustmentAnswers: AdjustmentAnswers;
  contact: ContactDetails;
};

export type ValuationAnswer =
  | { status: "valued"; valuation: Valuation }
  /** The lead or the valuation failed: the server's message. */
  | { status: "failed"; message: string };

export type AcceptAnswer = { status: "accepted" } | { status: "failed"; message: string };

/** What the page gives the journey beyond its settings. */
export type TradeInValuationData = {
  /** The cars to pick from and whether rego lookup works; undefined while loading. */
  choices: TradeInCarChoices | undefined;
  initialValues?: RememberedDetails | undefined;
  /** Finds the car by rego; throws when the lookup is not working. */
  lookupRego: (request: RegoLookupRequest) => Promise<RegoLookupAnswer>;
  /** Sends the trade-in lead, then asks for the valuation. */
  requestValuation: (asked: ValuationAsked) => Promise<ValuationAnswer>;
  /** Sends the offer-accepted lead (and the valuation where the site posts it). */
  acceptOffer: (valuation: Valuation) => Promise<AcceptAnswer>;
};
