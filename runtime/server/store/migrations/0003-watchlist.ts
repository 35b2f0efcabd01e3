import type { Kysely } from "kysely";

/** Each signed-in shopper's watchlist, per site. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("watchlist_items")
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("user_id", "text", (column) => column.notNull())
    .addColumn("car_id", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("watchlist_items_key", ["site_id", "user_id", "car_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("watchlist_items").execute();
}
