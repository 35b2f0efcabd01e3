import type { Kysely, Transaction } from "kysely";
import type { StoreTables } from "../tables.ts";
import { eraseSavedSearchesOf } from "./saved-searches.ts";
import type { Shopper } from "./shoppers.ts";

type Db = Transaction<StoreTables>;

/**
 * One kind of data the store holds about a shopper: what the download gives under `name`, and
 * how account deletion removes it. A new kind of shopper data (saved searches, reservations)
 * is one more entry in `shopperDataParts`.
 */
type ShopperDataPart = {
  name: string;
  export: (db: Db, site: string, shopper: Shopper) => Promise<unknown>;
  erase: (db: Db, site: string, shopper: Shopper) => Promise<void>;
};

const json = (text: string): unknown => JSON.parse(text);

/**
 * What deletion does, part by part. Leads stay, as the dealer received them (their contact
 * details are what the dealer follows up, and deliveries still due need them), but lose their
 * link to the account; reservations stay as the dealer's record of a deposit; everything else
 * about the shopper goes. The shopper's row goes last.
 */
const shopperDataParts: ShopperDataPart[] = [
  {
    name: "sessions",
    export: (db, site, shopper) =>
      db
        .selectFrom("shopper_sessions")
        .select(["created_at", "expires_at"])
        .where("site_id", "=", site)
        .where("shopper_id", "=", shopper.id)
        .orderBy("created_at")
        .execute(),
    erase: async (db, site, shopper) => {
      await db
        .deleteFrom("shopper_sessions")
        .where("site_id", "=", site)
        .where("shopper_id", "=", shopper.id)
        .execute();
    },
  },
  {
    name: "watchlist",
    export: (db, site, shopper) =>
      db
        .selectFrom("watchlist_items")
        .select(["car_id", "saved_price", "created_at"])
        .where("site_id", "=", site)
        .where("user_id", "=", shopper.id)
        .orderBy("created_at")
        .execute(),
    erase: async (db, site, shopper) => {
      await db
        .deleteFrom("watchlist_items")
        .where("site_id", "=", site)
        .where("user_id", "=", shopper.id)
        .execute();
    },
  },
  {
    name: "enquiries",
    export: async (db, site, shopper) =>
      (
        await db
          .selectFrom("leads")
          .select(["id", "created_at", "category", "dealership_slug", "car_id", "payload"])
          .where("site_id", "=", site)
          .where("user_id", "=", shopper.id)
          .orderBy("created_at")
          .execute()
      ).map((lead) => ({ ...lead, payload: json(lead.payload) })),
    erase: async (db, site, shopper) => {
      await db
        .updateTable("leads")
        .set({ user_id: null })
        .where("site_id", "=", site)
        .where("user_id", "=", shopper.id)
        .execute();
    },
  },
  {
    name: "trade_in_valuations",
    export: async (db, site, shopper) =>
      (
        await db
          .selectFrom("trade_in_valuations")
          .select(["id", "lead_id", "created_at", "expires_at", "accepted_at", "valuation"])
          .where("site_id", "=", site)
          .where("user_id", "=", shopper.id)
          .orderBy("created_at")
          .execute()
      ).map((row) => ({ ...row, valuation: json(row.valuation) })),
    erase: async (db, site, shopper) => {
      await db
        .deleteFrom("trade_in_valuations")
        .where("site_id", "=", site)
        .where("user_id", "=", shopper.id)
        .execute();
    },
  },
  {
    name: "saved_searches",
    export: (db, site, shopper) =>
      db
        .selectFrom("saved_searches")
        .select(["title", "path", "query", "email", "phone", "created_at", "last_alerted_at"])
        .select("alerts_stopped_at")
        .where("site_id", "=", site)
        .where("user_id", "=", shopper.id)
        .orderBy("created_at")
        .execute(),
    erase: async (db, site, shopper) => {
      await eraseSavedSearchesOf(db, site, shopper.id);
    },
  },
  {
    name: "reservations",
    export: async (db, site, shopper) =>
      (
        await db
          .selectFrom("reservations")
          .select(["car_id", "status", "amount_cents", "currency", "payment_reference"])
          .select(["details", "created_at", "updated_at"])
          .where("site_id", "=", site)
          .where("shopper_id", "=", shopper.id)
          .orderBy("created_at")
          .execute()
      ).map((row) => ({ ...row, details: json(row.details) })),
    // The dealer's record of a deposit paid or refunded stays, as a lead does.
    erase: async () => {},
  },
  {
    name: "checkout_progress",
    export: async (db, site, shopper) =>
      (
        await db
          .selectFrom("checkout_progress")
          .select(["car_id", "progress", "updated_at"])
          .where("site_id", "=", site)
          .where("shopper_id", "=", shopper.id)
          .execute()
      ).map((row) => ({ ...row, progress: json(row.progress) })),
    erase: async (db, site, shopper) => {
      await db
        .deleteFrom("checkout_progress")
        .where("site_id", "=", site)
        .where("shopper_id", "=", shopper.id)
        .execute();
    },
  },
  {
    name: "verifications",
    export: (db, site, shopper) =>
      db
        .selectFrom("verifications")
        .select(["dealership_slug", "verification_type", "created_at"])
        .where("website_slug", "=", site)
        .where("user_id", "=", shopper.id)
        .orderBy("created_at")
        .execute(),
    erase: async (db, site, shopper) => {
      await db
        .deleteFrom("verifications")
        .where("website_slug", "=", site)
        .where("user_id", "=", shopper.id)
        .execute();
    },
  },
  {
    name: "code_requests",
    export: (db, site, shopper) =>
      db
        .selectFrom("code_requests")
        .select(["ip", "created_at"])
        .where("site_id", "=", site)
        .where("phone", "=", shopper.phone)
        .orderBy("created_at")
        .execute(),
    erase: async (db, site, shopper) => {
      await db
        .deleteFrom("code_requests")
        .where("site_id", "=", site)
        .where("phone", "=", shopper.phone)
        .execute();
      await db
        .deleteFrom("one_time_codes")
        .where("site_id", "=", site)
        .where("phone", "=", shopper.phone)
        .execute();
    },
  },
];

/** Everything the store holds about a shopper of a site, as the download gives it. */
export async function exportShopperData(
  db: Kysely<StoreTables>,
  site: string,
  shopper: Shopper,
): Promise<Record<string, unknown>> {
  const { id: _id, ...details } = shopper;
  // One transaction, so the download is one moment's data.
  return db.transaction().execute(async (trx) => {
    const parts: Record<string, unknown> = { details };
    for (const part of shopperDataParts) parts[part.name] = await part.export(trx, site, shopper);
    return parts;
  });
}

/** Deletes a shopper of a site and their data in one transaction, keeping only their leads. */
export async function eraseShopper(
  db: Kysely<StoreTables>,
  site: string,
  shopper: Shopper,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const part of shopperDataParts) await part.erase(trx, site, shopper);
    await trx
      .deleteFrom("shoppers")
      .where("site_id", "=", site)
      .where("id", "=", shopper.id)
      .execute();
  });
}
