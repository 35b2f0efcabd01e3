import type { Kysely } from "kysely";

/** Shoppers, their sessions, one-time codes, code requests and the verification log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("shoppers")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("phone", "text", (column) => column.notNull())
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("email", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addUniqueConstraint("shoppers_phone_per_site", ["site_id", "phone"])
    .execute();

  await db.schema
    .createTable("shopper_sessions")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("shopper_id", "text", (column) => column.notNull().references("shoppers.id"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("one_time_codes")
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("phone", "text", (column) => column.notNull())
    .addColumn("code_hash", "text")
    .addColumn("sent_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("checks", "integer", (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("one_time_codes_key", ["site_id", "phone"])
    .execute();

  await db.schema
    .createTable("code_requests")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("phone", "text", (column) => column.notNull())
    .addColumn("ip", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("code_requests_by_phone")
    .on("code_requests")
    .columns(["site_id", "phone", "created_at"])
    .execute();
  await db.schema
    .createIndex("code_requests_by_ip")
    .on("code_requests")
    .columns(["site_id", "ip", "created_at"])
    .execute();

  await db.schema
    .createTable("verifications")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("website_slug", "text", (column) => column.notNull())
    .addColumn("dealership_slug", "text")
    .addColumn("user_id", "text", (column) => column.notNull())
    .addColumn("verification_type", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "verifications",
    "code_requests",
    "one_time_codes",
    "shopper_sessions",
    "shoppers",
  ])
    await db.schema.dropTable(table).execute();
}
