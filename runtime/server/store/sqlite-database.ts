import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";

export const sqliteFileName = "store.sqlite";

/** A connection to the SQLite store in `dataDir`, set up as every connection to it must be. */
export function sqliteDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const database = new Database(join(dataDir, sqliteFileName));
  database.pragma("journal_mode = WAL");
  // A lead is answered only once it is on disk: every commit waits for the write-ahead log's fsync.
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return database;
}
