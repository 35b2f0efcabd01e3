/**
 * The thread that writes SQLite's lead commits (see lead-committer.ts): for each store, its own
 * connection, set up as every other, runs each group it is sent through commitGroup and
 * answers with the outcomes once the commit, and its fsync, are done.
 */
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";
import type { Kysely } from "kysely";
import { withReusedStatements } from "../reused-statements.ts";
import { sqliteDatabase } from "../sqlite-database.ts";
import type { StoreTables } from "../tables.ts";
import { commitGroup, type LeadOutcome } from "./lead-group-commit.ts";
import type { LeadToSave } from "./leads.ts";

export type LeadCommitRequest =
  /**
   * Each lead of the group as JSON: strings cross to the thread for a fraction of the main
   * thread's time that copying the leads' objects took (and leads are JSON: validated input).
   */
  | { kind: "commit"; id: number; store: number; dataDir: string; group: string[] }
  /** Closes the store's connection; answered with no outcomes. */
  | { kind: "close"; id: number; store: number };

/** An error as it crosses to the main thread: a thrown value's code would not survive a copy. */
export type PlainError = { message: string; name?: string; code?: unknown; stack?: string };

export type PlainOutcome = LeadOutcome | { error: PlainError };

export type LeadCommitAnswer =
  | { id: number; outcomes: PlainOutcome[] }
  | { id: number; error: PlainError };

// Kysely's CommonJS build: run from the TypeScript sources, each of its ES modules would pass
// through tsx's loader thread, which takes seconds; required, they load as fast as compiled.
const { Kysely: Database, SqliteDialect } = createRequire(import.meta.url)(
  "kysely",
) as typeof import("kysely");

const port = parentPort;
if (!port) throw new Error("lead-commit-worker.ts runs as a worker thread (see lead-committer.ts)");

const connections = new Map<number, Kysely<StoreTables>>();

function connectionTo(dataDir: string): Kysely<StoreTables> {
  const reused = withReusedStatements(sqliteDatabase(dataDir));
  return new Database<StoreTables>({
    dialect: new SqliteDialect({
      database: {
        close: reused.close,
        // Take the write lock at BEGIN: a deferred transaction that reads the idempotency keys
        // first could not write once another connection has committed (SQLITE_BUSY_SNAPSHOT).
        prepare: (sql) => reused.prepare(/^\s*begin\s*$/i.test(sql) ? "begin immediate" : sql),
      },
    }),
  });
}

const plainError = (error: unknown): PlainError =>
  error instanceof Error
    ? {
        message: error.message,
        name: error.name,
        code: (error as { code?: unknown }).code,
        ...(error.stack ? { stack: error.stack } : {}),
      }
    : { message: String(error) };

async function answer(request: LeadCommitRequest): Promise<PlainOutcome[]> {
  if (request.kind === "close") {
    await connections.get(request.store)?.destroy();
    connections.delete(request.store);
    return [];
  }
  let db = connections.get(request.store);
  if (!db) {
    db = connectionTo(request.dataDir);
    connections.set(request.store, db);
  }
  const group = request.group.map((json): LeadToSave => {
    const lead = JSON.parse(json) as Omit<LeadToSave, "now"> & { now: string };
    return { ...lead, now: new Date(lead.now) };
  });
  const outcomes = await commitGroup(db, group);
  return outcomes.map((outcome) =>
    "error" in outcome ? { error: plainError(outcome.error) } : outcome,
  );
}

port.on("message", async (request: LeadCommitRequest) => {
  let reply: LeadCommitAnswer;
  try {
    reply = { id: request.id, outcomes: await answer(request) };
  } catch (error) {
    reply = { id: request.id, error: plainError(error) };
  }
  port.postMessage(reply);
});
