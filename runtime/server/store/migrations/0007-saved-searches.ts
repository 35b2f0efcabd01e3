import type { Kysely } from "kysely";

/**
 * Saved searches with their alerts: each search, the matches it last told its shopper about,
 * the alerts waiting to be sent (an outbox like the leads'), and the key that signs the
 * unsubscribe links in them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("saved_searches")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("user_id", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("origin", "text", (column) => column.notNull())
    .addColumn("path", "text", (column) => column.notNull())
    .addColumn("query", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("phone", "text")
    .addColumn("known_matches", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_alerted_at", "text")
    .addColumn("alerts_stopped_at", "text")
    .addUniqueConstraint("saved_searches_once", ["site_id", "user_id", "path", "query"])
    .execute();
  await db.schema
    .createTable("saved_search_alerts")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("saved_search_id", "text", (column) => column.notNull())
    .addColumn("channel", "text", (column) => column.notNull())
    .addColumn("recipient", "text", (column) => column.notNull())
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("claimed_until", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("saved_search_alerts_due")
    .on("saved_search_alerts")
    .columns(["site_id", "status", "next_attempt_at"])
    .execute();
  await db.schema
    .createTable("signing_keys")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("secret", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("signing_keys").execute();
  await db.schema.dropTable("saved_search_alerts").execute();
  await db.schema.dropTable("saved_searches").execute();
}
