import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { LeadDeliveryRow, LeadRow, StoreTables } from "./tables.ts";

/** A lead to keep, with the destinations its outbox rows deliver it to. */
export type NewLead = {
  category: string;
  dealershipSlug?: string | undefined;
  carId?: string | undefined;
  name: string;
  email?: string | undefined;
  phone?: string | undefined;
  /** The signed-in shopper who sent it, whose garage lists it. */
  userId?: string | null | undefined;
  /** Sent signed out: the hash of the sending browser's token (see claimSentLeads). */
  senderHash?: string | undefined;
  /** The whole lead as validated. */
  payload: unknown;
  /** One outbox row each; a destination is settings data (never a secret), kept as JSON. */
  destinations: readonly unknown[];
};

/** An `Idempotency-Key` and the hash of the lead sent with it. */
export type IdempotencyClaim = { key: string; requestHash: string };

export type SaveLeadResult =
  | { outcome: "created"; leadId: string }
  /** The key was used for this same lead within the window: its first lead_id, nothing new stored. */
  | { outcome: "repeated"; leadId: string }
  /** The key was used for a different lead within the window: nothing stored. */
  | { outcome: "key-reused"; leadId: string };

/** How long an idempotency key holds: a retry within it gets the first answer. */
const idempotencyWindowMs = 24 * 60 * 60 * 1000;

export type StoredLead = Omit<LeadRow, "payload" | "site_id" | "sender_hash"> & {
  payload: unknown;
};

export const uniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === "23505" || (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT"));
};

/**
 * Keeps a lead and its outbox rows in one transaction, so a lead is never stored without its
 * deliveries nor delivered without being stored. With an idempotency claim, a second request
 * with the same key inside the window answers the first lead_id and stores nothing.
 */
export async function saveLead(
  db: Kysely<StoreTables>,
  site: string,
  lead: NewLead,
  options: { idempotency?: IdempotencyClaim | undefined; now?: Date } = {},
): Promise<SaveLeadResult> {
  const now = options.now ?? new Date();
  const attempt = () =>
    db.transaction().execute((trx) => saveInTransaction(trx, site, lead, options.idempotency, now));
  try {
    return await attempt();
  } catch (error) {
    // Two requests with one key at once (PostgreSQL): the loser finds the winner's lead.
    if (options.idempotency && uniqueViolation(error)) return attempt();
    throw error;
  }
}

/** One lead's save inside a transaction the caller commits (the SQLite store's group commit). */
export async function saveInTransaction(
  trx: Transaction<StoreTables>,
  site: string,
  lead: NewLead,
  idempotency: IdempotencyClaim | undefined,
  now: Date,
): Promise<SaveLeadResult> {
  if (idempotency) {
    const earlier = await trx
      .selectFrom("idempotency_keys")
      .select(["lead_id", "request_hash", "created_at"])
      .where("site_id", "=", site)
      .where("key", "=", idempotency.key)
      .executeTakeFirst();
    if (earlier && Date.parse(earlier.created_at) > now.getTime() - idempotencyWindowMs) {
      const same = earlier.request_hash === idempotency.requestHash;
      return { outcome: same ? "repeated" : "key-reused", leadId: earlier.lead_id };
    }
    if (earlier)
      await trx
        .deleteFrom("idempotency_keys")
        .where("site_id", "=", site)
        .where("key", "=", idempotency.key)
        .execute();
  }
  const leadId = randomUUID();
  const at = now.toISOString();
  await trx
    .insertInto("leads")
    .values({
      id: leadId,
      site_id: site,
      created_at: at,
      category: lead.category,
      dealership_slug: lead.dealershipSlug ?? null,
      car_id: lead.carId ?? null,
      name: lead.name,
      email: lead.email ?? null,
      phone: lead.phone ?? null,
      user_id: lead.userId ?? null,
      sender_hash: lead.userId ? null : (lead.senderHash ?? null),
      payload: JSON.stringify(lead.payload),
    })
    .execute();
  if (lead.destinations.length)
    await trx
      .insertInto("lead_deliveries")
      .values(
        lead.destinations.map(
          (destination): LeadDeliveryRow => ({
            id: randomUUID(),
            site_id: site,
            lead_id: leadId,
            destination: JSON.stringify(destination),
            status: "pending",
            attempts: 0,
            next_attempt_at: at,
            claimed_until: null,
            last_error: null,
            delivered_at: null,
            created_at: at,
          }),
        ),
      )
      .execute();
  if (idempotency)
    await trx
      .insertInto("idempotency_keys")
      .values({
        site_id: site,
        key: idempotency.key,
        lead_id: leadId,
        request_hash: idempotency.requestHash,
        created_at: at,
      })
      .execute();
  return { outcome: "created", leadId };
}

const fromRow = ({
  payload,
  site_id: _site,
  sender_hash: _sender,
  ...row
}: LeadRow): StoredLead => ({
  ...row,
  payload: JSON.parse(payload),
});

export async function findLead(
  db: Kysely<StoreTables>,
  site: string,
  leadId: string,
): Promise<StoredLead | undefined> {
  const row = await db
    .selectFrom("leads")
    .selectAll()
    .where("site_id", "=", site)
    .where("id", "=", leadId)
    .executeTakeFirst();
  return row && fromRow(row);
}

/** A site's leads, newest first; `before` (a created_at) pages back. */
export async function listLeads(
  db: Kysely<StoreTables>,
  site: string,
  options: { limit?: number; before?: string | undefined } = {},
): Promise<StoredLead[]> {
  let query = db
    .selectFrom("leads")
    .selectAll()
    .where("site_id", "=", site)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit ?? 50);
  if (options.before) query = query.where("created_at", "<", options.before);
  return (await query.execute()).map(fromRow);
}

/** Drops a site's idempotency keys older than the window; answers how many went. */
export async function forgetIdempotencyKeys(
  db: Kysely<StoreTables>,
  site: string,
  now = new Date(),
): Promise<number> {
  const result = await db
    .deleteFrom("idempotency_keys")
    .where("site_id", "=", site)
    .where("created_at", "<=", new Date(now.getTime() - idempotencyWindowMs).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The leads a signed-in shopper sent on a site, newest first. */
export async function leadsOfShopper(
  db: Kysely<StoreTables>,
  site: string,
  userId: string,
): Promise<StoredLead[]> {
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where("site_id", "=", site)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(fromRow);
}
