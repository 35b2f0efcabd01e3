import type { SiteDefinition } from "@storefront/schemas";
import type { FastifyBaseLogger } from "fastify";
import type { ServerContext } from "../http/app.ts";
import type { Reservation } from "../store/checkout/reservations.ts";
import type { PaymentNotice, PaymentProvider } from "./payment-provider.ts";
import { reservationLead } from "./reservation-lead.ts";

type Context = Pick<ServerContext, "sites" | "stock" | "store">;

/**
 * What follows a provider's word about a deposit, and the refunds: a paid reservation holds
 * the car and sends its lead (once, however often the provider repeats itself); a payment that
 * arrived after another shopper took the car is refunded at once.
 */
export function reservationPayments(
  context: Context,
  providerFor: (site: SiteDefinition) => PaymentProvider | undefined,
  log: FastifyBaseLogger,
) {
  const siteOf = (reservation: Reservation) =>
    context.sites.find((site) => site.slug === reservation.site_id);

  let refreshing = Promise.resolve();
  /** Serves the cars paid reservations hold as reserved (search, cards, vehicle pages). */
  function refreshReserved(): Promise<void> {
    refreshing = refreshing
      .then(async () => context.stock.setReserved(await context.store.heldCarIds()))
      .catch((error: unknown) => log.error({ err: error }, "Reserved cars were not refreshed"));
    return refreshing;
  }

  /** Refunds a paid reservation through its provider, then records who did it. */
  async function refund(reservation: Reservation, actor: string, note?: string) {
    const site = siteOf(reservation);
    const provider = site && providerFor(site);
    if (!site || !provider || !reservation.payment_reference)
      throw new Error(`Reservation ${reservation.id} has no payment to refund`);
    const { refundId } = await provider.refund({
      reference: reservation.payment_reference,
      attemptKey: reservation.id,
    });
    const refunded = await context.store.changeReservation(site.slug, reservation.id, {
      action: "refund",
      actor,
      note: [note, `refund ${refundId}`].filter(Boolean).join("; "),
    });
    await refreshReserved();
    return refunded;
  }

  /** The reservation lead, kept once per reservation (its id is the idempotency key). */
  async function sendLead(site: SiteDefinition, reservation: Reservation) {
    if (reservation.lead_id) return;
    const car = context.stock.catalogueFor(site).byId.get(reservation.car_id);
    if (!car) {
      await refund(reservation, "server", "the car is no longer listed");
      return;
    }
    const key = `reservation:${reservation.id}`;
    const saved = await context.store.saveLead(site.slug, reservationLead(site, car, reservation), {
      idempotency: { key, requestHash: key },
    });
    await context.store.setReservationLead(site.slug, reservation.id, saved.leadId);
  }

  async function onNotice(provider: PaymentProvider, notice: PaymentNotice) {
    if (notice.kind !== "succeeded") return;
    const found = await context.store.reservationByPayment(provider.name, notice.reference);
    const site = found && siteOf(found);
    if (!found || !site) {
      log.warn({ reference: notice.reference }, "A payment for no reservation of these sites");
      return;
    }
    const paid = await context.store.recordPayment(provider.name, notice.reference, {
      holdHours: site.vehiclePage.reserveHoldHours,
    });
    if (paid.outcome === "held" || paid.outcome === "already-paid") {
      const current =
        (await context.store.findReservation(site.slug, found.id)) ?? paid.reservation;
      if (current.status === "held" || current.status === "confirmed")
        await sendLead(site, current);
    }
    if (paid.outcome === "lost")
      await refund(paid.reservation, "server", "paid after another reservation took the car");
    await refreshReserved();
  }

  /** Ends lapsed reservations and refunds the deposits of holds the dealer did not confirm. */
  async function expireDue(now = new Date()) {
    const { paid } = await context.store.expireDueReservations(now);
    for (const reservation of paid)
      await refund(reservation, "server", "the hold ended unconfirmed").catch((error: unknown) =>
        log.error({ err: error, reservation: reservation.id }, "A lapsed deposit was not refunded"),
      );
    await refreshReserved();
  }

  return { onNotice, refund, expireDue, refreshReserved };
}

export type ReservationPayments = ReturnType<typeof reservationPayments>;
