import type { Kysely } from "kysely";

/**
 * The shopper's garage: the leads a signed-in shopper sent, the price a watched car had when it
 * was saved (to mark a change), and the postcode among the remembered details.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("user_id", "text").execute();
  await db.schema
    .createIndex("leads_by_shopper")
    .on("leads")
    .columns(["site_id", "user_id", "created_at"])
    .execute();
  await db.schema
    .alterTable("watchlist_items")
    .addColumn("saved_price", "double precision")
    .execute();
  await db.schema.alterTable("shoppers").addColumn("postcode", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("shoppers").dropColumn("postcode").execute();
  await db.schema.alterTable("watchlist_items").dropColumn("saved_price").execute();
  await db.schema.dropIndex("leads_by_shopper").execute();
  await db.schema.alterTable("leads").dropColumn("user_id").execute();
}
