import type { Valuation } from "@storefront/schemas/leads/trade-in";
import type { Kysely } from "kysely";
import type { StoreTables } from "../tables.ts";

/** How long a valuation is kept: a later checkout can use it until then. */
const valuationLifetimeDays = 7;

/** When a valuation made at `now` expires. */
export const valuationExpiry = (now: Date) =>
  new Date(now.getTime() + valuationLifetimeDays * 24 * 60 * 60 * 1000);

/** Keeps a valuation (for its shopper, when signed in) and deletes the site's expired ones. */
export async function saveValuation(
  db: Kysely<StoreTables>,
  site: string,
  valuation: Valuation,
  userId: string | null,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("trade_in_valuations")
      .where("site_id", "=", site)
      .where("expires_at", "<=", now.toISOString())
      .execute();
    await trx
      .insertInto("trade_in_valuations")
      .values({
        id: valuation.id,
        site_id: site,
        lead_id: valuation.lead_id,
        user_id: userId,
        created_at: valuation.created_at,
        expires_at: valuation.expires_at,
        accepted_at: null,
        valuation: JSON.stringify(valuation),
      })
      .execute();
  });
}

export type StoredValuation = Valuation & { accepted_at: string | null; user_id: string | null };

const stored = (row: { valuation: string; accepted_at: string | null; user_id: string | null }) =>
  ({
    ...(JSON.parse(row.valuation) as Valuation),
    accepted_at: row.accepted_at,
    user_id: row.user_id,
  }) satisfies StoredValuation;

/** A valuation of the site that has not expired, or undefined. */
export async function findValuation(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
  now = new Date(),
): Promise<StoredValuation | undefined> {
  const row = await db
    .selectFrom("trade_in_valuations")
    .select(["valuation", "accepted_at", "user_id"])
    .where("site_id", "=", site)
    .where("id", "=", id)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? stored(row) : undefined;
}

/** A shopper's valuations on the site that have not expired, newest first. */
export async function valuationsOf(
  db: Kysely<StoreTables>,
  site: string,
  userId: string,
  now = new Date(),
): Promise<StoredValuation[]> {
  const rows = await db
    .selectFrom("trade_in_valuations")
    .select(["valuation", "accepted_at", "user_id"])
    .where("site_id", "=", site)
    .where("user_id", "=", userId)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(stored);
}

/** Marks the offer of an unexpired valuation accepted (the first time only); false when none. */
export async function acceptValuation(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const found = await findValuation(db, site, id, now);
  if (!found) return false;
  await db
    .updateTable("trade_in_valuations")
    .set({ accepted_at: now.toISOString() })
    .where("site_id", "=", site)
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .execute();
  return true;
}
