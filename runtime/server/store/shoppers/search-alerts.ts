import { randomUUID } from "node:crypto";
import type { KnownMatches } from "@storefront/rules/shopper/saved-search-alerts";
import type { Kysely } from "kysely";
import { failedAttempt } from "../deliveries.ts";
import type { SavedSearchAlertRow, SavedSearchAlertStatus, StoreTables } from "../tables.ts";

/** An alert as each channel sends it: the email's subject and text, the text message's words. */
export type AlertMessage = { subject: string; text: string; sms: string; unsubscribeUrl: string };

export type SearchAlert = Omit<SavedSearchAlertRow, "site_id" | "message"> & {
  message: AlertMessage;
};

const fromRow = ({ site_id: _site, message, ...row }: SavedSearchAlertRow): SearchAlert => ({
  ...row,
  message: JSON.parse(message) as AlertMessage,
});

/**
 * Queues a search's alert, one message per recipient, and makes `knownMatches` what the shopper
 * now knows of, in one transaction, unless the search had an alert since `notBefore` or its
 * alerts were stopped: then nothing is written and the answer is false. Two servers seeing the
 * same new stock queue one alert between them.
 */
export async function queueSearchAlert(
  db: Kysely<StoreTables>,
  site: string,
  alert: {
    savedSearchId: string;
    knownMatches: KnownMatches;
    notBefore: Date;
    recipients: { channel: "email" | "sms"; to: string }[];
    message: AlertMessage;
  },
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("saved_searches")
      .set({
        known_matches: JSON.stringify(alert.knownMatches),
        last_alerted_at: now.toISOString(),
      })
      .where("site_id", "=", site)
      .where("id", "=", alert.savedSearchId)
      .where("alerts_stopped_at", "is", null)
      .where((eb) =>
        eb.or([
          eb("last_alerted_at", "is", null),
          eb("last_alerted_at", "<=", alert.notBefore.toISOString()),
        ]),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    if (alert.recipients.length)
      await trx
        .insertInto("saved_search_alerts")
        .values(
          alert.recipients.map((recipient) => ({
            id: randomUUID(),
            site_id: site,
            saved_search_id: alert.savedSearchId,
            channel: recipient.channel,
            recipient: recipient.to,
            message: JSON.stringify(alert.message),
            status: "pending" as SavedSearchAlertStatus,
            attempts: 0,
            next_attempt_at: now.toISOString(),
            claimed_until: null,
            last_error: null,
            sent_at: null,
            created_at: now.toISOString(),
          })),
        )
        .execute();
    return true;
  });
}

/** A search's alerts, oldest first. */
export async function alertsOf(
  db: Kysely<StoreTables>,
  site: string,
  savedSearchId: string,
): Promise<SearchAlert[]> {
  const rows = await db
    .selectFrom("saved_search_alerts")
    .selectAll()
    .where("site_id", "=", site)
    .where("saved_search_id", "=", savedSearchId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(fromRow);
}

/**
 * Takes up to `limit` of a site's alerts that are due (pending and past their next attempt, or
 * claimed by a sender whose claim lapsed) for `claimMs`, counting an attempt on each; as the
 * lead outbox does, only the sender whose update changed a row gets it.
 */
export async function claimDueAlerts(
  db: Kysely<StoreTables>,
  site: string,
  options: { limit: number; claimMs: number; now?: Date },
): Promise<SearchAlert[]> {
  const now = (options.now ?? new Date()).toISOString();
  const until = new Date(Date.parse(now) + options.claimMs).toISOString();
  const due = await db
    .selectFrom("saved_search_alerts")
    .select("id")
    // The site in each branch makes each a search of the `saved_search_alerts_due` index.
    .where((eb) =>
      eb.or([
        eb.and([
          eb("site_id", "=", site),
          eb("status", "=", "pending"),
          eb("next_attempt_at", "<=", now),
        ]),
        eb.and([
          eb("site_id", "=", site),
          eb("status", "=", "sending"),
          eb("claimed_until", "<=", now),
        ]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(options.limit)
    .execute();
  const claimed: SearchAlert[] = [];
  for (const { id } of due) {
    const row = await db
      .updateTable("saved_search_alerts")
      .set((eb) => ({
        status: "sending" as SavedSearchAlertStatus,
        claimed_until: until,
        attempts: eb("attempts", "+", 1),
      }))
      .where("site_id", "=", site)
      .where("id", "=", id)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
          eb.and([eb("status", "=", "sending"), eb("claimed_until", "<=", now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(fromRow(row));
  }
  return claimed;
}

/** Marks an alert sent. */
export async function markAlertSent(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("saved_search_alerts")
    .set({ status: "sent", sent_at: now.toISOString(), claimed_until: null })
    .where("site_id", "=", site)
    .where("id", "=", id)
    .execute();
}

/** A failed attempt: the alert waits until `retryAt`, or with none left is marked failed. */
export async function markAlertFailed(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .updateTable("saved_search_alerts")
    .set(failedAttempt(failure))
    .where("site_id", "=", site)
    .where("id", "=", id)
    .execute();
}
