import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { uniqueViolation } from "./leads.ts";
import type { ReservationRow, ReservationStatus, StoreTables } from "./tables.ts";

const activeStatuses = ["pending-payment", "held", "confirmed"] as const;

export type Reservation = Omit<ReservationRow, "details"> & { details: unknown };

export type NewReservation = {
  carId: string;
  shopperId: string;
  amountCents: number;
  currency: string;
  provider: string;
  details: unknown;
};

export type StartedReservation =
  | { outcome: "started"; reservation: Reservation }
  /** The shopper's own active reservation of the car, to carry on with. */
  | { outcome: "yours"; reservation: Reservation }
  /** Someone else's reservation holds the car. */
  | { outcome: "taken" };

const hours = (count: number) => count * 60 * 60 * 1000;
const at = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

const reservationOf = (row: ReservationRow): Reservation => ({
  ...row,
  amount_cents: Number(row.amount_cents),
  details: JSON.parse(row.details) as unknown,
});

async function logEvent(
  db: Kysely<StoreTables> | Transaction<StoreTables>,
  row: Pick<ReservationRow, "site_id" | "id">,
  actor: string,
  action: string,
  now: Date,
  note: string | null = null,
) {
  await db
    .insertInto("reservation_events")
    .values({
      id: randomUUID(),
      site_id: row.site_id,
      reservation_id: row.id,
      at: now.toISOString(),
      actor,
      action,
      note,
    })
    .execute();
}

/** Reservations that lapsed: `paid` ones held a deposit that is now to be refunded. */
export type LapsedReservations = { unpaid: Reservation[]; paid: Reservation[] };

/** Ends the active reservations whose payment window or hold has run out. */
export async function expireDueReservations(
  db: Kysely<StoreTables>,
  now = new Date(),
  carOf?: { site: string; carId: string },
): Promise<LapsedReservations> {
  return db.transaction().execute(async (trx) => {
    const lapse = async (status: "pending-payment" | "held") => {
      let query = trx
        .updateTable("reservations")
        .set({ status: "expired", updated_at: now.toISOString(), expires_at: null })
        .where("status", "=", status)
        .where("expires_at", "<=", now.toISOString());
      if (carOf) query = query.where("site_id", "=", carOf.site).where("car_id", "=", carOf.carId);
      const rows = await query.returningAll().execute();
      const note = status === "held" ? "not confirmed in time" : "not paid in time";
      for (const row of rows) await logEvent(trx, row, "server", "expired", now, note);
      return rows.map(reservationOf);
    };
    return { unpaid: await lapse("pending-payment"), paid: await lapse("held") };
  });
}

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
    .where((where) =>
      where.or([where("expires_at", "is", null), where("expires_at", ">", now.toISOString())]),
    )
    .executeTakeFirst();
  return row ? reservationOf(row) : undefined;
}

/**
 * Starts a shopper's reservation of a car, waiting for payment for `paymentWindowMinutes`.
 * The database lets one active reservation per car stand: of shoppers racing, one starts and
 * the others are told the car is taken, before anyone pays.
 */
export async function startReservation(
  db: Kysely<StoreTables>,
  site: string,
  draft: NewReservation,
  options: { paymentWindowMinutes: number; now?: Date },
): Promise<StartedReservation> {
  const now = options.now ?? new Date();
  await expireDueReservations(db, now, { site, carId: draft.carId });
  const row: ReservationRow = {
    id: randomUUID(),
    site_id: site,
    car_id: draft.carId,
    shopper_id: draft.shopperId,
    status: "pending-payment",
    amount_cents: draft.amountCents,
    currency: draft.currency,
    provider: draft.provider,
    payment_reference: null,
    lead_id: null,
    details: JSON.stringify(draft.details),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    expires_at: at(now, options.paymentWindowMinutes * 60 * 1000),
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("reservations").values(row).execute();
      await logEvent(trx, row, `shopper:${draft.shopperId}`, "started", now);
    });
    return { outcome: "started", reservation: reservationOf(row) };
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
  }
  const standing = await activeReservation(db, site, draft.carId, now);
  if (standing?.shopper_id === draft.shopperId) return { outcome: "yours", reservation: standing };
  return { outcome: "taken" };
}

/** Notes the provider's payment id on a reservation waiting for payment. */
export async function setPaymentReference(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
  reference: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("reservations")
    .set({ payment_reference: reference, updated_at: now.toISOString() })
    .where("site_id", "=", site)
    .where("id", "=", id)
    .execute();
}

export type PaidReservation =
  | { outcome: "held" | "already-paid"; reservation: Reservation }
  /** Paid after its window, when another reservation had taken the car: to be refunded. */
  | { outcome: "lost"; reservation: Reservation }
  | { outcome: "unknown" };

/**
 * Records a provider's word that a reservation's payment succeeded: it is held for `holdHours`
 * for the dealer to confirm. A payment that arrives after its window still holds the car if
 * nobody else has it; otherwise it is `lost`.
 */
export async function recordPayment(
  db: Kysely<StoreTables>,
  provider: string,
  reference: string,
  options: { holdHours: number; now?: Date },
): Promise<PaidReservation> {
  const now = options.now ?? new Date();
  const found = await db
    .selectFrom("reservations")
    .selectAll()
    .where("provider", "=", provider)
    .where("payment_reference", "=", reference)
    .executeTakeFirst();
  if (!found) return { outcome: "unknown" };
  if (found.status !== "pending-payment" && found.status !== "expired")
    return { outcome: "already-paid", reservation: reservationOf(found) };
  const held: ReservationRow = {
    ...found,
    status: "held",
    updated_at: now.toISOString(),
    expires_at: at(now, hours(options.holdHours)),
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("reservations")
        .set({ status: held.status, updated_at: held.updated_at, expires_at: held.expires_at })
        .where("id", "=", found.id)
        .where("status", "=", found.status)
        .execute();
      await logEvent(trx, found, provider, "paid", now, reference);
    });
    return { outcome: "held", reservation: reservationOf(held) };
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    return { outcome: "lost", reservation: reservationOf(found) };
  }
}

/** Notes the reservation lead sent to the dealer. */
export async function setReservationLead(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
  leadId: string,
): Promise<void> {
  await db
    .updateTable("reservations")
    .set({ lead_id: leadId })
    .where("site_id", "=", site)
    .where("id", "=", id)
    .execute();
}

export type ReservationAction = "confirm" | "release" | "refund";

/** The statuses each action moves a reservation from, and the one it moves it to. */
const transitions: Record<
  ReservationAction,
  { from: readonly ReservationStatus[]; to: ReservationStatus }
> = {
  confirm: { from: ["held"], to: "confirmed" },
  release: { from: ["pending-payment", "held", "confirmed"], to: "released" },
  refund: { from: ["held", "confirmed", "expired", "released"], to: "refunded" },
};

/**
 * Moves a reservation by a dealer's (or the server's) action and logs who did it; undefined
 * when the site has no such reservation or the action does not apply to where it stands.
 */
export async function changeReservation(
  db: Kysely<StoreTables>,
  site: string,
  id: string,
  change: { action: ReservationAction; actor: string; note?: string | undefined },
  now = new Date(),
): Promise<Reservation | undefined> {
  const { from, to } = transitions[change.action];
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("reservations")
      .set({ status: to, updated_at: now.toISOString(), expires_at: null })
      .where("site_id", "=", site)
      .where("id", "=", id)
      .where("status", "in", from)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await logEvent(trx, row, change.actor, change.action, now, change.note ?? null);
    return reservationOf(row);
  });
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
  const rows = await db
    .selectFrom("reservations")
    .select("car_id")
    .where("site_id", "=", site)
    .where("status", "in", ["held", "confirmed"])
    .where((where) =>
      where.or([where("expires_at", "is", null), where("expires_at", ">", now.toISOString())]),
    )
    .execute();
  return new Set(rows.map((row) => row.car_id));
}

/** Ids of the cars a paid reservation holds now on any site (one car is one car). */
export async function heldCarIds(db: Kysely<StoreTables>, now = new Date()): Promise<Set<string>> {
  const rows = await db
    .selectFrom("reservations")
    .select("car_id")
    .where("status", "in", ["held", "confirmed"])
    .where((where) =>
      where.or([where("expires_at", "is", null), where("expires_at", ">", now.toISOString())]),
    )
    .execute();
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
