import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { uniqueViolation } from "../leads/leads.ts";
import type { ReservationRow, ReservationStatus, StoreTables } from "../tables.ts";
import { expireDueReservations } from "./reservation-expiry.ts";
import { activeReservation } from "./reservation-queries.ts";
import { logEvent, type Reservation, reservationOf } from "./reservation-rows.ts";

export type { Reservation } from "./reservation-rows.ts";

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
