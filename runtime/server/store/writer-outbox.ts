import type { Kysely } from "kysely";
import { claimDueDeliveries, markAttemptFailed, markDelivered } from "./deliveries.ts";
import { leadsById } from "./leads/leads.ts";
import { completeSignIn } from "./shoppers/complete-sign-in.ts";
import { recordCodeRequest, saveOneTimeCode, takeCodeCheck } from "./shoppers/one-time-codes.ts";
import type { StoreTables } from "./tables.ts";

/** A store operation's arguments after the database. */
type AfterDatabase<F> = F extends (db: Kysely<StoreTables>, ...rest: infer A) => unknown
  ? A
  : never;

/**
 * Store work run on SQLite on the lead-writing thread's connection (see lead-committer.ts).
 * The delivery worker's: a batch's claim, the read of its leads and its marks take none of the
 * event loop's time, and wait their turn behind lead commits on that one connection instead of
 * holding the server's. Sign-in's writes: each waits for the disk, which on a busy machine
 * takes from milliseconds to seconds, and on the event loop that wait would stop every request.
 */
export const writerOutbox = {
  claimDueDeliveries,
  markDelivered,
  markAttemptFailed,
  leadsById,
  recordCodeRequest,
  saveOneTimeCode,
  takeCodeCheck,
  completeSignIn,
};

/**
 * The writes that commit without waiting for the fsync (`synchronous = NORMAL`): they reach the
 * write-ahead log and are made durable by the next lead's commit or a checkpoint. If the machine
 * loses power first, a delivery is sent again (delivery is at least once); a lead's own commit
 * still waits for the disk.
 */
export const writesWithoutDiskWait: ReadonlySet<WriterOutboxOperation> = new Set([
  "claimDueDeliveries",
  "markDelivered",
  "markAttemptFailed",
]);

type WriterOutbox = typeof writerOutbox;
export type WriterOutboxOperation = keyof WriterOutbox;
/** What an operation is sent with (structured-cloned: dates and maps cross as they are). */
export type WriterOutboxArgs<K extends WriterOutboxOperation> = AfterDatabase<WriterOutbox[K]>;
export type WriterOutboxResult<K extends WriterOutboxOperation> = Awaited<
  ReturnType<WriterOutbox[K]>
>;
