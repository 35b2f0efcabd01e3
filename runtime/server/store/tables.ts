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
  saved_searches: SavedSearchRow;
  saved_search_alerts: SavedSearchAlertRow;
  signing_keys: SigningKeyRow;
  reservations: ReservationRow;
  reservation_events: ReservationEventRow;
  checkout_progress: CheckoutProgressRow;
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
  /** Sent signed out: the hash of the sending browser's token, until a sign-in there claims it. */
  sender_hash: string | null;
  /** Sent signed out: the mobile in national form, until a sign-in verifying that phone claims it. */
  claim_phone: string | null;
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

export type IdempotencyKeyRow = {
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

/** A search a signed-in shopper saved, with the matches its last alert (or the save) showed. */
export type SavedSearchRow = {
  id: string;
  site_id: string;
  user_id: string;
  /** What the search page called it: 'Used Toyota Cars'. */
  title: string;
  /** The site's address as the shopper saw it when saving (`https://cars.example`): alerts link there. */
  origin: string;
  /** The search page's path (`/search/toyota`) and query string without `?`. */
  path: string;
  query: string;
  /** Where alerts go; `phone` also gets them where the site can send text messages. */
  email: string;
  phone: string | null;
  /** The matches the shopper knows of, `{ [car id]: price }`, JSON. */
  known_matches: string;
  created_at: string;
  last_alerted_at: string | null;
  /** Set by the alert's unsubscribe link: the search stays, its alerts stop. */
  alerts_stopped_at: string | null;
};

export type SavedSearchAlertStatus = "pending" | "sending" | "sent" | "failed";

/** The alert outbox: one message per channel, written with the search's new known matches. */
export type SavedSearchAlertRow = {
  id: string;
  site_id: string;
  saved_search_id: string;
  channel: "email" | "sms";
  recipient: string;
  /** `{ subject, text, unsubscribeUrl }`, JSON. */
  message: string;
  status: SavedSearchAlertStatus;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
};

/** Secrets the servers sharing a store sign with (unsubscribe links), made on first use. */
type SigningKeyRow = { name: string; secret: string; created_at: string };
/**
 * Where a reservation stands. `pending-payment`, `held` and `confirmed` are active: only one
 * active reservation per site and car (a unique index). `expired` when its payment window or hold
 * ran out, `released` or `refunded` by the dealer.
 */
export type ReservationStatus =
  | "pending-payment"
  | "held"
  | "confirmed"
  | "released"
  | "refunded"
  | "expired";

/** A car reserved by a signed-in shopper with a deposit paid through `provider`. */
export type ReservationRow = {
  id: string;
  site_id: string;
  car_id: string;
  shopper_id: string;
  status: ReservationStatus;
  /** The deposit in cents of `currency`. */
  amount_cents: number;
  currency: string;
  /** The payment provider's name (`stripe`). */
  provider: string;
  /** The provider's payment id (a Stripe PaymentIntent id), once the payment is started. */
  payment_reference: string | null;
  /** The reservation lead, once the deposit is paid. */
  lead_id: string | null;
  /** The shopper's details and choices as checked out, JSON. */
  details: string;
  created_at: string;
  updated_at: string;
  /** When a pending payment or an unconfirmed hold lapses; null once confirmed or ended. */
  expires_at: string | null;
};

/** Who did what to a reservation: the shopper, the payment provider, the dealer or the server. */
type ReservationEventRow = {
  id: string;
  site_id: string;
  reservation_id: string;
  at: string;
  actor: string;
  action: string;
  note: string | null;
};

/** Where a signed-in shopper is in the checkout of one car, JSON. */
type CheckoutProgressRow = {
  site_id: string;
  shopper_id: string;
  car_id: string;
  progress: string;
  updated_at: string;
};
