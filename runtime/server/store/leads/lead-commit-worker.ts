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
import {
  type WriterOutboxOperation,
  writerOutbox,
  writesWithoutDiskWait,
} from "../writer-outbox.ts";
import { commitGroup, type LeadOutcome } from "./lead-group-commit.ts";
import type { LeadToSave } from "./leads.ts";

export type LeadCommitRequest =
  /**
   * Each lead of the group as JSON: strings cross to the thread for a fraction of the main
   * thread's time that copying the leads' objects took (and leads are JSON: validated input).
   */
  | { kind: "commit"; id: number; store: number; dataDir: string; group: string[] }
  /** A delivery worker's claim, read or mark (writer-outbox.ts); answered with its result. */
  | {
      kind: "outbox";
      id: number;
      store: number;
      dataDir: string;
      operation: WriterOutboxOperation;
      args: unknown[];
    }
  /** Answered with no outcomes once the thread has loaded: it is ready for the stores' work. */
  | { kind: "ready"; id: number }
  /** Opens the store's connection; answered with no outcomes. */
  | { kind: "open"; id: number; store: number; dataDir: string }
  /** Closes the store's connection; answered with no outcomes. */
  | { kind: "close"; id: number; store: number };

/** An error as it crosses to the main thread: a thrown value's code would not survive a copy. */
export type PlainError = { message: string; name?: string; code?: unknown; stack?: string };

export type PlainOutcome = LeadOutcome | { error: PlainError };

export type LeadCommitAnswer =
  | { id: number; outcomes: PlainOutcome[] }
  | { id: number; result: unknown }
  | { id: number; error: PlainError };

// Kysely's CommonJS build: run from the TypeScript sources, each of its ES modules would pass
// through tsx's loader thread, which takes seconds; required, they load as fast as compiled.
const { Kysely: Database, SqliteDialect } = createRequire(import.meta.url)(
  "kysely",
) as typeof import("kysely");

const port = parentPort;
if (!port) throw new Error("lead-commit-worker.ts runs as a worker thread (see lead-committer.ts)");

type Connection = { db: Kysely<StoreTables>; pragma: (setting: string) => unknown };
const connections = new Map<number, Connection>();

function connectionTo(dataDir: string): Connection {
  const database = sqliteDatabase(dataDir);
  const reused = withReusedStatements(database);
  const db = new Database<StoreTables>({
    dialect: new SqliteDialect({
      database: {
        close: reused.close,
        // Take the write lock at BEGIN: a deferred transaction that reads the idempotency keys
        // first could not write once another connection has committed (SQLITE_BUSY_SNAPSHOT).
        prepare: (sql) => reused.prepare(/^\s*begin\s*$/i.test(sql) ? "begin immediate" : sql),
      },
    }),
  });
  return { db, pragma: (setting) => database.pragma(setting) };
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

function connectionOf(store: number, dataDir: string): Connection {
  let db = connections.get(store);
  if (!db) {
    db = connectionTo(dataDir);
    connections.set(store, db);
  }
  return db;
}

async function answer(request: LeadCommitRequest): Promise<LeadCommitAnswer> {
  if (request.kind === "ready") return { id: request.id, outcomes: [] };
  if (request.kind === "close") {
    await connections.get(request.store)?.db.destroy();
    connections.delete(request.store);
    return { id: request.id, outcomes: [] };
  }
  const { db, pragma } = connectionOf(request.store, request.dataDir);
  if (request.kind === "open") return { id: request.id, outcomes: [] };
  if (request.kind === "outbox") {
    const operation = writerOutbox[request.operation] as (
      db: Kysely<StoreTables>,
      ...args: unknown[]
    ) => Promise<unknown>;
    const skipsDiskWait = writesWithoutDiskWait.has(request.operation);
    // The connection is held throughout (Kysely runs nothing else on it meanwhile), so no lead
    // commit runs with the weaker setting.
    const result = await db.connection().execute(async (connection) => {
      if (skipsDiskWait) pragma("synchronous = NORMAL");
      try {
        return await operation(connection, ...request.args);
      } finally {
        if (skipsDiskWait) pragma("synchronous = FULL");
      }
    });
    return { id: request.id, result };
  }
  const group = request.group.map((json): LeadToSave => {
    const lead = JSON.parse(json) as Omit<LeadToSave, "now"> & { now: string };
    return { ...lead, now: new Date(lead.now) };
  });
  const outcomes = await commitGroup(db, group);
  return {
    id: request.id,
    outcomes: outcomes.map((outcome) =>
      "error" in outcome ? { error: plainError(outcome.error) } : outcome,
    ),
  };
}

port.on("message", async (request: LeadCommitRequest) => {
  let reply: LeadCommitAnswer;
  try {
    reply = await answer(request);
  } catch (error) {
    reply = { id: request.id, error: plainError(error) };
  }
  port.postMessage(reply);
});
