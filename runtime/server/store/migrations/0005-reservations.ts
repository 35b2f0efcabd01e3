import { type Kysely, sql } from "kysely";

/**
 * Reservations of cars (a deposit or a hold), the log of who changed each, and each signed-in
 * shopper's checkout progress. A partial unique index lets only one reservation per site and car
 * be active at a time, whatever the code above it does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reservations")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("car_id", "text", (column) => column.notNull())
    .addColumn("shopper_id", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("currency", "text", (column) => column.notNull())
    .addColumn("provider", "text", (column) => column.notNull())
    .addColumn("payment_reference", "text")
    .addColumn("lead_id", "text")
    .addColumn("details", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text")
    .execute();
  await db.schema
    .createIndex("reservations_one_active_per_car")
    .on("reservations")
    .columns(["site_id", "car_id"])
    .unique()
    .where(sql<boolean>`status in ('pending-payment', 'held', 'confirmed')`)
    .execute();
  await db.schema
    .createIndex("reservations_by_payment")
    .on("reservations")
    .columns(["provider", "payment_reference"])
    .execute();
  await db.schema
    .createIndex("reservations_by_site")
    .on("reservations")
    .columns(["site_id", "status", "expires_at"])
    .execute();

  await db.schema
    .createTable("reservation_events")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("reservation_id", "text", (column) => column.notNull())
    .addColumn("at", "text", (column) => column.notNull())
    .addColumn("actor", "text", (column) => column.notNull())
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("note", "text")
    .execute();
  await db.schema
    .createIndex("reservation_events_by_reservation")
    .on("reservation_events")
    .columns(["site_id", "reservation_id", "at"])
    .execute();

  await db.schema
    .createTable("checkout_progress")
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("shopper_id", "text", (column) => column.notNull())
    .addColumn("car_id", "text", (column) => column.notNull())
    .addColumn("progress", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("checkout_progress_key", ["site_id", "shopper_id", "car_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("checkout_progress").execute();
  await db.schema.dropTable("reservation_events").execute();
  await db.schema.dropTable("reservations").execute();
}
