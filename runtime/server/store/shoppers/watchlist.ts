import type { Kysely } from "kysely";
import type { StoreTables } from "../tables.ts";

/**
 * Adds a car to a shopper's watchlist on a site, with its price then (to mark a change later);
 * saving it again changes nothing.
 */
export async function watchCar(
  db: Kysely<StoreTables>,
  site: string,
  userId: string,
  carId: string,
  now = new Date(),
  savedPrice: number | null = null,
): Promise<void> {
  await db
    .insertInto("watchlist_items")
    .values({
      site_id: site,
      user_id: userId,
      car_id: carId,
      saved_price: savedPrice,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["site_id", "user_id", "car_id"]).doNothing())
    .execute();
}

/** Takes a car off a shopper's watchlist on a site; one not on it is already off. */
export async function unwatchCar(
  db: Kysely<StoreTables>,
  site: string,
  userId: string,
  carId: string,
): Promise<void> {
  await db
    .deleteFrom("watchlist_items")
    .where("site_id", "=", site)
    .where("user_id", "=", userId)
    .where("car_id", "=", carId)
    .execute();
}

/** The cars on a shopper's watchlist on a site, in the order they were saved. */
export async function watchedCars(
  db: Kysely<StoreTables>,
  site: string,
  userId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom("watchlist_items")
    .select("car_id")
    .where("site_id", "=", site)
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("car_id")
    .execute();
  return rows.map((row) => row.car_id);
}

export type WatchedCar = { car_id: string; saved_price: number | null; saved_at: string };

/** The watchlist with when each car was saved and its price then, in the order saved. */
export async function watchedCarDetails(
  db: Kysely<StoreTables>,
  site: string,
  userId: string,
): Promise<WatchedCar[]> {
  const rows = await db
    .selectFrom("watchlist_items")
    .select(["car_id", "saved_price", "created_at"])
    .where("site_id", "=", site)
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("car_id")
    .execute();
  return rows.map((row) => ({
    car_id: row.car_id,
    saved_price: row.saved_price === null ? null : Number(row.saved_price),
    saved_at: row.created_at,
  }));
}
