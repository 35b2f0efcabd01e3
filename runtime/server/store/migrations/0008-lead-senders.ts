import type { Kysely } from "kysely";

/**
 * The browser that sent a lead signed out, as the hash of the token its cookie holds: signing in
 * on that browser links the lead to the shopper's garage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("sender_hash", "text").execute();
  await db.schema
    .createIndex("leads_by_sender")
    .on("leads")
    .columns(["site_id", "sender_hash"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_by_sender").execute();
  await db.schema.alterTable("leads").dropColumn("sender_hash").execute();
}
