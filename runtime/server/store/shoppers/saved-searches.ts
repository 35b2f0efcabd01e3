import { randomBytes, randomUUID } from "node:crypto";
import type { KnownMatches } from "@storefront/rules/shopper/saved-search-alerts";
import type { Kysely, Transaction } from "kysely";
import type { SavedSearchRow, StoreTables } from "../tables.ts";

export type SavedSearch = Omit<SavedSearchRow, "site_id" | "known_matches"> & {
  knownMatches: KnownMatches;
};

export type NewSavedSearch = {
  userId: string;
  title: string;
  origin: string;
  path: string;
  query: string;
  email: string;
  phone?: string | null | undefined;
  /** What the search matches now: only cars after these are news to the shopper. */
  knownMatches: KnownMatches;
};

const fromRow = ({ site_id: _site, known_matches, ...row }: SavedSearchRow): SavedSearch => ({
  ...row,
  knownMatches: JSON.parse(known_matches) as KnownMatches,
});

/**
 * Saves a shopper's search on a site. Saving the same search again keeps it once, with the
 * new email and title, and turns its alerts back on.
 */
export async function saveSearch(
  db: Kysely<StoreTables>,
  site: string,
  search: NewSavedSearch,
  now = new Date(),
): Promise<SavedSearch> {
  const row: SavedSearchRow = {
    id: randomUUID(),
    site_id: site,
    user_id: search.userId,
    title: search.title,
    origin: search.origin,
    path: search.path,
    query: search.query,
    email: search.email,
    phone: search.phone ?? null,
    known_matches: JSON.stringify(search.knownMatches),
    created_at: now.toISOString(),
    last_alerted_at: null,
    alerts_stopped_at: null,
  };
  const saved = await db
    .insertInto("saved_searches")
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(["site_id", "user_id", "path", "query"]).doUpdateSet({
        title: row.title,
        origin: row.origin,
        email: row.email,
        phone: row.phone,
        alerts_stopped_at: null,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return fromRow(saved);
}

/** A shopper's saved searches on a site, newest first (the garage lists them). */
export async function savedSearchesOf(
  db: Kysely<StoreTables>,
  site: string,
  userId: string,
): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom("saved_searches")
    .selectAll()
    .where("site_id", "=", site)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(fromRow);
}

/** One saved search of a site, by its id. */
export async function findSavedSearch(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
): Promise<SavedSearch | undefined> {
  const row = await db
    .selectFrom("saved_searches")
    .selectAll()
    .where("site_id", "=", site)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && fromRow(row);
}

/** The site's searches whose alerts are on, to match against new stock. */
export async function searchesWithAlerts(
  db: Kysely<StoreTables>,
  site: string,
): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom("saved_searches")
    .selectAll()
    .where("site_id", "=", site)
    .where("alerts_stopped_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(fromRow);
}

/** Stops a search's alerts (its unsubscribe link); answers whether the site has the search. */
export async function stopSearchAlerts(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const search = await findSavedSearch(db, site, id);
  if (!search) return false;
  if (!search.alerts_stopped_at)
    await db
      .updateTable("saved_searches")
      .set({ alerts_stopped_at: now.toISOString() })
      .where("site_id", "=", site)
      .where("id", "=", id)
      .execute();
  return true;
}

/** Deletes one of a shopper's saved searches and its alerts; answers whether it was theirs. */
export async function deleteSavedSearch(
  db: Kysely<StoreTables>,
  site: string,
  userId: string,
  id: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("saved_searches")
      .where("site_id", "=", site)
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!deleted.numDeletedRows) return false;
    await trx
      .deleteFrom("saved_search_alerts")
      .where("site_id", "=", site)
      .where("saved_search_id", "=", id)
      .execute();
    return true;
  });
}

/** Deletes all of a shopper's saved searches and their alerts on a site, inside `trx`. */
export async function eraseSavedSearchesOf(
  trx: Transaction<StoreTables>,
  site: string,
  userId: string,
): Promise<number> {
  const ids = trx
    .selectFrom("saved_searches")
    .select("id")
    .where("site_id", "=", site)
    .where("user_id", "=", userId);
  await trx
    .deleteFrom("saved_search_alerts")
    .where("site_id", "=", site)
    .where("saved_search_id", "in", ids)
    .execute();
  const deleted = await trx
    .deleteFrom("saved_searches")
    .where("site_id", "=", site)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Deletes all of a shopper's saved searches and their alerts on a site. */
export function deleteSavedSearchesOf(
  db: Kysely<StoreTables>,
  site: string,
  userId: string,
): Promise<number> {
  return db.transaction().execute((trx) => eraseSavedSearchesOf(trx, site, userId));
}

/**
 * The secret named `name` that every server on this store signs with; the first to ask makes
 * it (256 random bits), and one made at the same moment by another server loses to it.
 */
export async function signingKey(db: Kysely<StoreTables>, name: string): Promise<string> {
  await db
    .insertInto("signing_keys")
    .values({
      name,
      secret: randomBytes(32).toString("base64url"),
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("signing_keys")
    .select("secret")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.secret;
}
