import type { Kysely } from "kysely";

/** Leads, their outbox, lead calls, vehicle views and idempotency keys. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("dealership_slug", "text")
    .addColumn("car_id", "text")
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("payload", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("leads_by_site_and_time")
    .on("leads")
    .columns(["site_id", "created_at"])
    .execute();

  await db.schema
    .createTable("lead_deliveries")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("lead_id", "text", (column) => column.notNull().references("leads.id"))
    .addColumn("destination", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("claimed_until", "text")
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("lead_deliveries_due")
    .on("lead_deliveries")
    .columns(["site_id", "status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("lead_deliveries_by_lead")
    .on("lead_deliveries")
    .columns(["lead_id"])
    .execute();

  await db.schema
    .createTable("lead_calls")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("car_id", "text", (column) => column.notNull())
    .addColumn("dealership_id", "text")
    .addColumn("website_id", "text")
    .execute();
  await db.schema
    .createIndex("lead_calls_by_site_and_time")
    .on("lead_calls")
    .columns(["site_id", "created_at"])
    .execute();

  await db.schema
    .createTable("vehicle_views")
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("car_slug", "text", (column) => column.notNull())
    .addColumn("views", "integer", (column) => column.notNull())
    .addColumn("last_viewed_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("vehicle_views_key", ["site_id", "car_slug"])
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("key", "text", (column) => column.notNull())
    .addColumn("lead_id", "text", (column) => column.notNull())
    .addColumn("request_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_key", ["site_id", "key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "idempotency_keys",
    "vehicle_views",
    "lead_calls",
    "lead_deliveries",
    "leads",
  ])
    await db.schema.dropTable(table).execute();
}
