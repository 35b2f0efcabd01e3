import { type Kysely, sql } from "kysely";
import type { StoreTables } from "./tables.ts";

/**
 * Runs `write` on SQLite's one connection with `synchronous = NORMAL`: its commit goes to the
 * write-ahead log without waiting for the fsync that blocks the event loop (and lead intake with
 * it), and is made durable by the next lead's commit or a checkpoint. For the delivery worker's
 * claims and marks only: if the machine loses power first, a delivery is sent again (delivery
 * is at least once), and a lead's own commit still waits for the disk. The connection is held
 * throughout, so no other write runs in between with the weaker setting.
 */
export function withoutDiskWait<T>(
  db: Kysely<StoreTables>,
  write: (connection: Kysely<StoreTables>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`PRAGMA synchronous = NORMAL`.execute(connection);
    try {
      return await write(connection);
    } finally {
      await sql`PRAGMA synchronous = FULL`.execute(connection);
    }
  });
}
