/**
 * The store's tables as Kysely sees them. Every row names its site (`site_id`, the site's slug);
 * times are ISO 8601 UTC text (`2026-11-25T10:00:00.000Z`, which sorts as it reads) and JSON
 * is text, so both backends hold and answer the same values.
 */
export type StoreTables = {
  leads: LeadRow;
  lead_deliveries: LeadDeliveryRow;
  lead_calls: LeadCallRow;
  vehicle_views: VehicleViewRow;
  idempotency_keys: IdempotencyKeyRow;
  shoppers: ShopperRow;
  shopper_sessions: ShopperSessionRow;
  one_time_codes: OneTimeCodeRow;
  code_requests: CodeRequestRow;
  verifications: VerificationRow;
  watchlist_items: WatchlistItemRow;
  trade_in_valuations: TradeInValuationRow;
};

export type LeadRow = {
  id: string;
  site_id: string;
  created_at: string;
  category: string;
  dealership_slug: string | null;
  car_id: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** The signed-in shopper who sent it, until they delete their account. */
  user_id: string | null;
  /** The lead as validated, JSON. */
  payload: string;
};

export type DeliveryStatus = "pending" | "delivering" | "delivered" | "failed";

/** The outbox: one row per destination of a lead, written in the lead's transaction. */
export type LeadDeliveryRow = {
  id: string;
  site_id: string;
  lead_id: string;
  /** The destination as the site's settings named it when the lead came in, JSON. */
  destination: string;
  status: DeliveryStatus;
  /** Attempts started so far. */
  attempts: number;
  next_attempt_at: string;
  /** While `delivering`: when a worker's claim lapses and another may take the row. */
  claimed_until: string | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
};

type LeadCallRow = {
  id: string;
  site_id: string;
  created_at: string;
  car_id: string;
  dealership_id: string | null;
  website_id: string | null;
};

type VehicleViewRow = {
  site_id: string;
  car_slug: string;
  views: number;
  last_viewed_at: string;
};

type IdempotencyKeyRow = {
  site_id: string;
  key: string;
  lead_id: string;
  /** Hash of the lead the key was first used for: the same key with another lead is refused. */
  request_hash: string;
  created_at: string;
};

/** A shopper who signed in on a site by phone; the id is the user id. */
export type ShopperRow = {
  id: string;
  site_id: string;
  /** National form, digits only (`0412345678`). */
  phone: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  postcode: string | null;
  created_at: string;
  updated_at: string;
};

type ShopperSessionRow = {
  /** SHA-256 of the cookie's token: a copy of the table signs nobody in. */
  token_hash: string;
  site_id: string;
  shopper_id: string;
  created_at: string;
  expires_at: string;
};

/** The one code a phone may use on a site now; a new code replaces it. */
export type OneTimeCodeRow = {
  site_id: string;
  phone: string;
  /** Salted hash of the code; null when the SMS provider checks its own codes. */
  code_hash: string | null;
  sent_at: string;
  expires_at: string;
  checks: number;
};

type CodeRequestRow = {
  id: string;
  site_id: string;
  phone: string;
  ip: string;
  created_at: string;
};

/** The spec's verification log row; the site is `website_slug`. */
type VerificationRow = {
  id: string;
  website_slug: string;
  dealership_slug: string | null;
  user_id: string;
  verification_type: "sms" | "verify";
  created_at: string;
};

/** A car on a signed-in shopper's watchlist; `user_id` is the shopper's id on this site. */
type WatchlistItemRow = {
  site_id: string;
  user_id: string;
  car_id: string;
  /** The car's price when it was saved, to mark a change since. */
  saved_price: number | null;
  created_at: string;
};

/** A trade-in valuation; `user_id` is the signed-in shopper who asked, if any. */
type TradeInValuationRow = {
  id: string;
  site_id: string;
  lead_id: string;
  user_id: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  /** The valuation as answered, JSON. */
  valuation: string;
};
