import { randomUUID } from "node:crypto";
import { normaliseMobilePhone } from "@storefront/schemas/mobile-phone-number";
import type { Kysely, Transaction } from "kysely";
import type { IdempotencyKeyRow, LeadDeliveryRow, LeadRow, StoreTables } from "../tables.ts";
import { leadHash } from "./lead-hash.ts";

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
  /**
   * Sent signed out: the phone as sent, kept in national form if it is a mobile (see
   * claimLeadsByPhone). Worked out by the store: on SQLite in its writing thread, off the event loop.
   */
  claimPhone?: string | undefined;
  /** The whole lead as validated. */
  payload: unknown;
  /** One outbox row each; a destination is settings data (never a secret), kept as JSON. */
  destinations: readonly unknown[];
};

/**
 * An `Idempotency-Key` and the hash of the request sent with it: without one, the hash of the
 * lead's payload (leadHash), worked out as it is saved (on SQLite in the writing thread, off
 * the event loop).
 */
export type IdempotencyClaim = { key: string; requestHash?: string | undefined };

export type SaveLeadResult =
  | { outcome: "created"; leadId: string }
  /** The key was used for this same lead within the window: its first lead_id, nothing new stored. */
  | { outcome: "repeated"; leadId: string }
  /** The key was used for a different lead within the window: nothing stored. */
  | { outcome: "key-reused"; leadId: string };

/** How long an idempotency key holds: a retry within it gets the first answer. */
const idempotencyWindowMs = 24 * 60 * 60 * 1000;

export type StoredLead = Omit<LeadRow, "payload" | "site_id" | "sender_hash" | "claim_phone"> & {
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
  const one: LeadToSave = {
    site,
    lead,
    idempotency: options.idempotency,
    now: options.now ?? new Date(),
  };
  const attempt = async () => {
    const [result] = await db.transaction().execute((trx) => saveInTransaction(trx, [one]));
    return result as SaveLeadResult;
  };
  try {
    return await attempt();
  } catch (error) {
    // Two requests with one key at once (PostgreSQL): the loser finds the winner's lead.
    if (options.idempotency && uniqueViolation(error)) return attempt();
    throw error;
  }
}

/** A lead to save, the site it came to, its idempotency claim and the time it arrived. */
export type LeadToSave = {
  site: string;
  lead: NewLead;
  idempotency: IdempotencyClaim | undefined;
  now: Date;
};

type KeyInUse = { lead_id: string; request_hash: string; created_at: string };

const requestHashOf = (lead: NewLead, claim: IdempotencyClaim) =>
  claim.requestHash ?? leadHash(lead.payload);

/** Rows per INSERT: well inside either database's limit on a statement's parameters. */
const rowsPerInsert = 500;

/**
 * Leads saved inside a transaction the caller commits (the SQLite store's group commit writes
 * many at once): each lead's answer in order. A lead sees the idempotency keys of the leads
 * before it, in the store or in `leads`. Every row of every lead is written by one INSERT per
 * table, so a failure fails them all: the caller undoes it and saves them one at a time.
 */
export async function saveInTransaction(
  trx: Transaction<StoreTables>,
  leads: readonly LeadToSave[],
): Promise<SaveLeadResult[]> {
  const keysInUse = await idempotencyKeysOf(trx, leads);
  const leadRows: LeadRow[] = [];
  const deliveryRows: LeadDeliveryRow[] = [];
  const keyRows: IdempotencyKeyRow[] = [];
  const expired: { site: string; key: string }[] = [];
  const results = leads.map(({ site, lead, idempotency, now }): SaveLeadResult => {
    const keyName = idempotency && keyNameOf(site, idempotency.key);
    const earlier = keyName ? keysInUse.get(keyName) : undefined;
    if (idempotency && earlier) {
      if (Date.parse(earlier.created_at) > now.getTime() - idempotencyWindowMs) {
        const same = earlier.request_hash === requestHashOf(lead, idempotency);
        return { outcome: same ? "repeated" : "key-reused", leadId: earlier.lead_id };
      }
      expired.push({ site, key: idempotency.key });
    }
    const leadId = randomUUID();
    const at = now.toISOString();
    leadRows.push({
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
      claim_phone:
        lead.userId || !lead.claimPhone ? null : (normaliseMobilePhone(lead.claimPhone) ?? null),
      payload: JSON.stringify(lead.payload),
    });
    for (const destination of lead.destinations)
      deliveryRows.push({
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
      });
    if (idempotency && keyName) {
      const row = {
        site_id: site,
        key: idempotency.key,
        lead_id: leadId,
        request_hash: requestHashOf(lead, idempotency),
        created_at: at,
      };
      keyRows.push(row);
      keysInUse.set(keyName, row);
    }
    return { outcome: "created", leadId };
  });
  for (const { site, key } of expired)
    await trx
      .deleteFrom("idempotency_keys")
      .where("site_id", "=", site)
      .where("key", "=", key)
      .execute();
  for (const rows of chunks(leadRows)) await trx.insertInto("leads").values(rows).execute();
  for (const rows of chunks(deliveryRows))
    await trx.insertInto("lead_deliveries").values(rows).execute();
  for (const rows of chunks(keyRows))
    await trx.insertInto("idempotency_keys").values(rows).execute();
  return results;
}

const keyNameOf = (site: string, key: string) => `${site}\n${key}`;

/** The stored idempotency keys the leads name, by site and key. */
async function idempotencyKeysOf(
  trx: Transaction<StoreTables>,
  leads: readonly LeadToSave[],
): Promise<Map<string, KeyInUse>> {
  const claims = leads.flatMap(({ site, idempotency }) =>
    idempotency ? [{ site, key: idempotency.key }] : [],
  );
  const found = new Map<string, KeyInUse>();
  if (!claims.length) return found;
  const wanted = new Set(claims.map(({ site, key }) => keyNameOf(site, key)));
  const rows = await trx
    .selectFrom("idempotency_keys")
    .select(["site_id", "key", "lead_id", "request_hash", "created_at"])
    .where("site_id", "in", [...new Set(claims.map(({ site }) => site))])
    .where("key", "in", [...new Set(claims.map(({ key }) => key))])
    .execute();
  for (const { site_id, key, ...row } of rows)
    if (wanted.has(keyNameOf(site_id, key))) found.set(keyNameOf(site_id, key), row);
  return found;
}

function* chunks<T>(rows: readonly T[]) {
  for (let start = 0; start < rows.length; start += rowsPerInsert)
    yield rows.slice(start, start + rowsPerInsert);
}

const fromRow = ({
  payload,
  site_id: _site,
  sender_hash: _sender,
  claim_phone: _claimPhone,
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

/** A site's leads with these ids, by id (one query for a batch of deliveries). */
export async function leadsById(
  db: Kysely<StoreTables>,
  site: string,
  leadIds: readonly string[],
): Promise<Map<string, StoredLead>> {
  if (!leadIds.length) return new Map();
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where("site_id", "=", site)
    .where("id", "in", [...new Set(leadIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, fromRow(row)]));
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
