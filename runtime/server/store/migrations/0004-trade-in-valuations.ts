import type { Kysely } from "kysely";

/** Trade-in valuations, kept for 7 days for the shopper who asked and a later checkout. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("trade_in_valuations")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("lead_id", "text", (column) => column.notNull())
    .addColumn("user_id", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("valuation", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("trade_in_valuations_by_shopper")
    .on("trade_in_valuations")
    .columns(["site_id", "user_id", "expires_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("trade_in_valuations").execute();
}
