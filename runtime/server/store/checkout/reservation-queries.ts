import type { ExpressionBuilder, Kysely } from "kysely";
import type { StoreTables } from "../tables.ts";
import { type Reservation, reservationOf } from "./reservation-rows.ts";

const activeStatuses = ["pending-payment", "held", "confirmed"] as const;

/** Not lapsed at `now`: no end set, or one still to come. */
const notLapsedAt = (now: Date) => (where: ExpressionBuilder<StoreTables, "reservations">) =>
  where.or([where("expires_at", "is", null), where("expires_at", ">", now.toISOString())]);

/** The reservations a payment holds the car by at `now`. */
const paidHolds = (db: Kysely<StoreTables>, now: Date) =>
  db
    .selectFrom("reservations")
    .select("car_id")
    .where("status", "in", ["held", "confirmed"])
    .where(notLapsedAt(now));

/** The reservation a provider's payment belongs to, on whichever site it was made. */
export async function reservationByPayment(
  db: Kysely<StoreTables>,
  provider: string,
  reference: string,
): Promise<Reservation | undefined> {
  const row = await db
    .selectFrom("reservations")
    .selectAll()
    .where("provider", "=", provider)
    .where("payment_reference", "=", reference)
    .executeTakeFirst();
  return row ? reservationOf(row) : undefined;
}

/** The car's active reservation on the site, if any (lapsed ones are not active). */
export async function activeReservation(
  db: Kysely<StoreTables>,
  site: string,
  carId: string,
  now = new Date(),
): Promise<Reservation | undefined> {
  const row = await db
    .selectFrom("reservations")
    .selectAll()
    .where("site_id", "=", site)
    .where("car_id", "=", carId)
    .where("status", "in", activeStatuses)
    .where(notLapsedAt(now))
    .executeTakeFirst();
  return row ? reservationOf(row) : undefined;
}

export async function findReservation(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
): Promise<Reservation | undefined> {
  const row = await db
    .selectFrom("reservations")
    .selectAll()
    .where("site_id", "=", site)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? reservationOf(row) : undefined;
}

/** The site's reservations that got as far as a payment, newest first. */
export async function listReservations(
  db: Kysely<StoreTables>,
  site: string,
): Promise<Reservation[]> {
  const rows = await db
    .selectFrom("reservations")
    .selectAll()
    .where("site_id", "=", site)
    .where("payment_reference", "is not", null)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(reservationOf);
}

/** A shopper's reservations on a site that got as far as a payment, newest first. */
export async function reservationsOfShopper(
  db: Kysely<StoreTables>,
  site: string,
  shopperId: string,
): Promise<Reservation[]> {
  const rows = await db
    .selectFrom("reservations")
    .selectAll()
    .where("site_id", "=", site)
    .where("shopper_id", "=", shopperId)
    .where("payment_reference", "is not", null)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(reservationOf);
}

/** Ids of the site's cars a paid reservation holds now: they show the reserved tag. */
export async function reservedCarIds(
  db: Kysely<StoreTables>,
  site: string,
  now = new Date(),
): Promise<Set<string>> {
  const rows = await paidHolds(db, now).where("site_id", "=", site).execute();
  return new Set(rows.map((row) => row.car_id));
}

/** Ids of the cars a paid reservation holds now on any site (one car is one car). */
export async function heldCarIds(db: Kysely<StoreTables>, now = new Date()): Promise<Set<string>> {
  const rows = await paidHolds(db, now).execute();
  return new Set(rows.map((row) => row.car_id));
}

/** Who did what to a reservation, oldest first. */
export async function reservationEvents(db: Kysely<StoreTables>, site: string, id: string) {
  return db
    .selectFrom("reservation_events")
    .select(["at", "actor", "action", "note"])
    .where("site_id", "=", site)
    .where("reservation_id", "=", id)
    .orderBy("at")
    .orderBy("id")
    .execute();
}
