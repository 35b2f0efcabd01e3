import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { ReservationRow, StoreTables } from "../tables.ts";

/** A reservation as the server uses it: its amount a number and its details parsed. */
export type Reservation = Omit<ReservationRow, "details"> & { details: unknown };

export const reservationOf = (row: ReservationRow): Reservation => ({
  ...row,
  amount_cents: Number(row.amount_cents),
  details: JSON.parse(row.details) as unknown,
});

/** Logs who did what to a reservation, for its history. */
export async function logEvent(
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
