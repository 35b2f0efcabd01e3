import type { Kysely } from "kysely";
import type { StoreTables } from "../tables.ts";
import { logEvent, type Reservation, reservationOf } from "./reservation-rows.ts";

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
