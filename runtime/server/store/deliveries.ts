import type { ExpressionBuilder, Kysely } from "kysely";
import type { DeliveryStatus, LeadDeliveryRow, StoreTables } from "./tables.ts";

export type Delivery = Omit<LeadDeliveryRow, "destination" | "site_id"> & {
  destination: unknown;
};

const fromRow = ({ destination, site_id: _site, ...row }: LeadDeliveryRow): Delivery => ({
  ...row,
  destination: JSON.parse(destination),
});

export async function deliveriesOf(
  db: Kysely<StoreTables>,
  site: string,
  leadId: string,
): Promise<Delivery[]> {
  const rows = await db
    .selectFrom("lead_deliveries")
    .selectAll()
    .where("site_id", "=", site)
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(fromRow);
}

/** One delivery of a site, by its id. */
export async function findDelivery(
  db: Kysely<StoreTables>,
  site: string,
  deliveryId: string,
): Promise<Delivery | undefined> {
  const row = await db
    .selectFrom("lead_deliveries")
    .selectAll()
    .where("site_id", "=", site)
    .where("id", "=", deliveryId)
    .executeTakeFirst();
  return row && fromRow(row);
}

/**
 * A site's due deliveries. The site is named in each branch, so that each is a search of the
 * `lead_deliveries_due` index by site, status and time: with the site alone outside, SQLite
 * walked every delivery the site ever had (the delivered ones too) at every claim.
 */
const dueOf = (eb: ExpressionBuilder<StoreTables, "lead_deliveries">, site: string, now: string) =>
  eb.or([
    eb.and([
      eb("site_id", "=", site),
      eb("status", "=", "pending"),
      eb("next_attempt_at", "<=", now),
    ]),
    eb.and([
      eb("site_id", "=", site),
      eb("status", "=", "delivering"),
      eb("claimed_until", "<=", now),
    ]),
  ]);

/**
 * Takes up to `limit` of a site's deliveries that are due (pending and past their next attempt,
 * or claimed by a worker whose claim lapsed: it stopped mid-attempt) for `claimMs`, counting an
 * attempt on each. Two workers never get the same row: the update re-checks that the row is
 * still due, and only the one that changed it gets it back.
 */
export async function claimDueDeliveries(
  db: Kysely<StoreTables>,
  site: string,
  options: { limit: number; claimMs: number; now?: Date },
): Promise<Delivery[]> {
  const now = (options.now ?? new Date()).toISOString();
  const until = new Date(Date.parse(now) + options.claimMs).toISOString();
  const rows = await db
    .updateTable("lead_deliveries")
    .set((eb) => ({
      status: "delivering" as DeliveryStatus,
      claimed_until: until,
      attempts: eb("attempts", "+", 1),
    }))
    .where((eb) => dueOf(eb, site, now))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("lead_deliveries")
        .select("id")
        .where((inner) => dueOf(inner, site, now))
        .orderBy("next_attempt_at")
        .limit(options.limit),
    )
    .returningAll()
    .execute();
  return rows.map(fromRow).sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at));
}

/** Marks a batch of a site's deliveries delivered, in one write. */
export async function markDelivered(
  db: Kysely<StoreTables>,
  site: string,
  deliveryIds: readonly string[],
  now = new Date(),
): Promise<void> {
  if (deliveryIds.length === 0) return;
  await db
    .updateTable("lead_deliveries")
    .set({ status: "delivered", delivered_at: now.toISOString(), claimed_until: null })
    .where("site_id", "=", site)
    .where("id", "in", deliveryIds)
    .execute();
}

/**
 * What a failed attempt leaves on an outbox row (a lead delivery, a saved-search alert): waiting
 * until `retryAt`, or failed with no retry left, and the error kept.
 */
export const failedAttempt = (failure: { error: string; retryAt: Date | null }) => ({
  status: failure.retryAt ? ("pending" as const) : ("failed" as const),
  next_attempt_at: failure.retryAt?.toISOString() ?? undefined,
  claimed_until: null,
  last_error: failure.error.slice(0, 2000),
});

/**
 * Records a failed attempt: the delivery waits until `retryAt`, or, with no retry left
 * (`retryAt` null), is marked failed.
 */
export async function markAttemptFailed(
  db: Kysely<StoreTables>,
  site: string,
  deliveryId: string,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .updateTable("lead_deliveries")
    .set(failedAttempt(failure))
    .where("site_id", "=", site)
    .where("id", "=", deliveryId)
    .execute();
}

/** Puts a failed delivery back in the queue now (the dealer's "retry"). */
export async function retryDelivery(
  db: Kysely<StoreTables>,
  site: string,
  deliveryId: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("lead_deliveries")
    .set({ status: "pending", next_attempt_at: now.toISOString(), attempts: 0 })
    .where("site_id", "=", site)
    .where("id", "=", deliveryId)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The outbox's states a host watches: waiting, being attempted, failed for good. */
export const outboxStates = ["pending", "delivering", "failed"] as const;
export type OutboxState = (typeof outboxStates)[number];

/**
 * How many of a site's deliveries wait in the outbox (pending), are being attempted
 * (delivering) and failed for good; a search of the `lead_deliveries_due` index by site and
 * status, so the delivered ones are never walked.
 */
export async function outboxDepth(
  db: Kysely<StoreTables>,
  site: string,
): Promise<Record<OutboxState, number>> {
  const rows = await db
    .selectFrom("lead_deliveries")
    .select((eb) => ["status", eb.fn.countAll().as("count")])
    .where("site_id", "=", site)
    .where("status", "in", [...outboxStates])
    .groupBy("status")
    .execute();
  const depth: Record<OutboxState, number> = { pending: 0, delivering: 0, failed: 0 };
  for (const row of rows) depth[row.status as OutboxState] = Number(row.count);
  return depth;
}
