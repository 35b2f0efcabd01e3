import type { Kysely } from "kysely";
import type { StoreTables } from "../tables.ts";

/** Keeps where a shopper is in a car's checkout, replacing what was kept. */
export async function saveCheckoutProgress(
  db: Kysely<StoreTables>,
  site: string,
  shopperId: string,
  carId: string,
  progress: unknown,
  now = new Date(),
): Promise<void> {
  const values = {
    site_id: site,
    shopper_id: shopperId,
    car_id: carId,
    progress: JSON.stringify(progress),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("checkout_progress")
    .values(values)
    .onConflict((conflict) =>
      conflict
        .columns(["site_id", "shopper_id", "car_id"])
        .doUpdateSet({ progress: values.progress, updated_at: values.updated_at }),
    )
    .execute();
}

export async function checkoutProgressOf(
  db: Kysely<StoreTables>,
  site: string,
  shopperId: string,
  carId: string,
): Promise<unknown> {
  const row = await db
    .selectFrom("checkout_progress")
    .select("progress")
    .where("site_id", "=", site)
    .where("shopper_id", "=", shopperId)
    .where("car_id", "=", carId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.progress) as unknown) : undefined;
}
