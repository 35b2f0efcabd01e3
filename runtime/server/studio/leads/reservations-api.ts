import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import type { SiteDefinition } from "@storefront/schemas";
import { reservationChange } from "@storefront/schemas/shopper/checkout";
import type { ReservationView } from "@storefront/schemas/studio-api";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { paymentsOf } from "../../checkout/checkout-plugin.ts";
import type { StockStore } from "../../stock/stock-store.ts";
import type { Reservation } from "../../store/checkout/reservations.ts";
import type { Store } from "../../store/open-store.ts";
import { parseOrThrow, StudioError } from "../api/api-errors.ts";
import { siteSlug } from "../api/api-schemas.ts";

type ReservationsApiOptions = { sites: readonly SiteDefinition[]; store: Store; stock: StockStore };

const params = z.object({ site: siteSlug, id: z.uuid().optional() });

/** A reservation as the Leads view lists it: the car, the shopper, the money and the log. */
async function reservationView(
  store: Store,
  stock: StockStore,
  site: SiteDefinition,
  reservation: Reservation,
): Promise<ReservationView> {
  const car = stock.catalogueFor(site).byId.get(reservation.car_id);
  const details = reservation.details as Record<string, string | undefined>;
  return {
    id: reservation.id,
    status: reservation.status,
    car: { id: reservation.car_id, title: car ? vehicleTitle(car) : null, slug: car?.slug ?? null },
    shopper: {
      name: [details.name, details.last_name].filter(Boolean).join(" "),
      email: details.email ?? null,
      phone: details.phone ?? null,
    },
    amountCents: reservation.amount_cents,
    provider: reservation.provider,
    paymentReference: reservation.payment_reference,
    leadId: reservation.lead_id,
    createdAt: reservation.created_at,
    expiresAt: reservation.expires_at,
    log: await store.reservationEvents(site.slug, reservation.id),
  };
}

/**
 * The Leads view's reservations: the paid (or started) ones of a site, and the dealer's
 * confirm, release and refund (through the payment provider), each logged with who did it.
 */
export function registerReservationsApi(api: FastifyInstance, options: ReservationsApiOptions) {
  const { store, stock } = options;
  const found = async (input: unknown) => {
    const parsed = params.safeParse(input);
    const site = parsed.success
      ? options.sites.find((served) => served.slug === parsed.data.site)
      : undefined;
    if (!site) throw new StudioError(404, "This server serves no such site");
    const id = parsed.success ? parsed.data.id : undefined;
    const reservation = id ? await store.findReservation(site.slug, id) : undefined;
    return { site, reservation };
  };

  api.get("/lead-sites/:site/reservations", async (request) => {
    const { site } = await found(request.params);
    const rows = await store.listReservations(site.slug);
    return Promise.all(rows.map((row) => reservationView(store, stock, site, row)));
  });

  api.post("/lead-sites/:site/reservations/:id/actions", async (request) => {
    const change = parseOrThrow(reservationChange, request.body, "reservation change");
    const { site, reservation } = await found(request.params);
    if (!reservation) throw new StudioError(404, "There is no such reservation on this site");
    const actor = `dealer:${change.by}`;
    const payments = paymentsOf(request.server);
    if (!payments) throw new StudioError(503, "This server takes no reservations");
    let changed: Reservation | undefined;
    if (change.action === "refund") {
      if (!reservation.lead_id || reservation.status === "refunded")
        throw new StudioError(409, "Only a paid reservation not yet refunded can be refunded");
      try {
        changed = await payments.refund(reservation, actor, change.note);
      } catch (error) {
        request.log.warn({ err: error }, "A refund failed");
        throw new StudioError(502, "The payment provider did not refund it; nothing has changed");
      }
    } else {
      changed = await store.changeReservation(site.slug, reservation.id, { ...change, actor });
      await payments.refreshReserved();
    }
    if (!changed)
      throw new StudioError(
        409,
        `A ${reservation.status} reservation cannot be given "${change.action}"`,
      );
    return reservationView(store, stock, site, changed);
  });
}
