import { isReservable, reserveAmountOf } from "@storefront/rules/vehicle/actions/reserve-online";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { plainErrors, type SiteDefinition, type VehicleRecord } from "@storefront/schemas";
import {
  checkoutProgress,
  type ReservationRequest,
  reservationRequest,
} from "@storefront/schemas/shopper/checkout";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sameOriginOnly } from "../auth/origin-check.ts";
import { shopperOf } from "../auth/shopper-of.ts";
import type { ServerContext } from "../http/app.ts";
import { type FieldProblem, fieldProblems, refuse } from "../leads/request-problems.ts";
import type { Reservation } from "../store/checkout/reservations.ts";
import { listedVehicle } from "../vehicle/listed-vehicle.ts";
import { checkoutFinanceOf, checkoutFinanceStart } from "./checkout-finance.ts";
import { checkoutPreApprovalOf, preApprovalsOf } from "./checkout-pre-approval.ts";
import { checkoutTradeInOf } from "./checkout-trade-in.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { holdRequestLead } from "./reservation-lead.ts";

export const checkoutMessages = {
  signedOut: "Sign in to reserve this car.",
  unknownCar: "This site sells no car with that slug.",
  notOffered: "This car cannot be reserved online. Send an enquiry instead.",
  taken: "This car is already reserved. Send an enquiry instead.",
  paymentFailed: "The payment could not be started. No money has been taken; please try again.",
  takesHoldRequests: "This site takes hold requests, not payments.",
  takesPayments: "This site takes deposits online: reserve the car with a deposit.",
} as const;

/** How long a started payment holds the car before another shopper may try. */
const paymentWindowMinutes = 30;

const failed = (reply: FastifyReply, status: number, error: string, extra: object = {}) =>
  reply.code(status).send({ error, status, ...extra });

/** The reservation as its shopper may see it: no other shopper's or provider's secrets. */
const shopperView = (reservation: Reservation) => ({
  id: reservation.id,
  status: reservation.status,
  amount_cents: reservation.amount_cents,
  payment_reference: reservation.payment_reference,
  expires_at: reservation.expires_at,
});

export type CheckoutRouteOptions = {
  /** The site's payment provider; undefined where it takes hold requests. */
  providerFor: (site: SiteDefinition) => PaymentProvider | undefined;
};

export function registerCheckoutRoutes(
  app: FastifyInstance,
  context: ServerContext,
  options: CheckoutRouteOptions,
): void {
  const posting = {
    preHandler: sameOriginOnly,
    bodyLimit: 16 * 1024,
    onRequest: context.rateLimits.leads,
  };

  /** The signed-in shopper, the site and the car of a checkout request, or undefined once refused. */
  async function checkoutOf(
    request: FastifyRequest<{ Params: { slug: string } }>,
    reply: FastifyReply,
  ) {
    reply.header("cache-control", "no-store");
    const shopper = await shopperOf(request);
    if (!shopper) return void failed(reply, 401, checkoutMessages.signedOut);
    const site = context.siteFor(request);
    const { slug } = request.params;
    const car = context.stock.catalogueFor(site).bySlug.get(slug);
    // Only a car the site lists: not one hidden from the dealer website, above the site's
    // visibility level or sold before the site's sold window.
    const origin = `${request.protocol}://${request.host}`;
    if (!car || !(await listedVehicle(site, context.engines, slug, origin)))
      return void failed(reply, 404, checkoutMessages.unknownCar);
    return { shopper, site, car };
  }

  async function stateOf(site: SiteDefinition, car: VehicleRecord, shopperId: string) {
    const standing = await context.store.activeReservation(site.slug, String(car.id));
    if (standing?.shopper_id === shopperId) return { state: "yours" as const, standing };
    if (standing || car.reserved) return { state: "reserved" as const };
    if (!site.vehiclePage.reserveOnline || !isReservable(car))
      return { state: "not-offered" as const };
    return { state: "open" as const };
  }

  /** The request's trade-in: the shopper's own valuation, or the car they described. */
  const tradeInOf = (site: SiteDefinition, shopperId: string, request: ReservationRequest) =>
    checkoutTradeInOf(request, shopperId, (id) => context.store.findValuation(site.slug, id));

  /** The shopper's finance journey applications on the site, newest first. */
  const preApprovalsFor = async (site: SiteDefinition, shopperId: string) =>
    preApprovalsOf(await context.store.leadsOfShopper(site.slug, shopperId));

  /**
   * The request's trade-in and finance as the reservation keeps them, or the problems naming
   * each field the server cannot use.
   */
  const extrasOf = async (
    site: SiteDefinition,
    car: VehicleRecord,
    shopperId: string,
    request: ReservationRequest,
  ) => {
    const tradeIn = await tradeInOf(site, shopperId, request);
    const finance = request.finance && checkoutFinanceOf(request.finance, site, car, new Date());
    const preApproval =
      request.pre_approval_id === undefined
        ? {}
        : checkoutPreApprovalOf(request, await preApprovalsFor(site, shopperId));
    const problems: FieldProblem[] = [];
    if ("path" in tradeIn) problems.push(tradeIn);
    if (finance && "path" in finance) problems.push(finance);
    if ("path" in preApproval) problems.push(preApproval);
    if ("path" in tradeIn || (finance && "path" in finance) || "path" in preApproval)
      return { problems };
    return { kept: { ...tradeIn, ...(finance ? { finance } : {}), ...preApproval } };
  };

  const depositOf = (site: SiteDefinition) => Math.round(reserveAmountOf(site.vehiclePage) * 100);

  app.get<{ Params: { slug: string } }>(
    "/api/checkout/:slug",
    { onRequest: context.rateLimits.api },
    async (request, reply) => {
      const found = await checkoutOf(request, reply);
      if (!found) return reply;
      const { shopper, site, car } = found;
      const { state, standing } = await stateOf(site, car, shopper.userId);
      const provider = options.providerFor(site);
      return {
        car: { id: car.id, slug: car.slug, title: vehicleTitle(car), price: car.price },
        state,
        deposit_cents: depositOf(site),
        hold_hours: site.vehiclePage.reserveHoldHours,
        payment: provider
          ? {
              provider: provider.name,
              publishable_key: provider.publishableKey,
              script_url: provider.scriptUrl,
            }
          : null,
        progress:
          (await context.store.checkoutProgressOf(site.slug, shopper.userId, String(car.id))) ??
          null,
        reservation: standing ? shopperView(standing) : null,
        valuations: (await context.store.valuationsOf(site.slug, shopper.userId)).map(
          ({ id, car, km, low, high, outcome }) => ({ id, car, km, low, high, outcome }),
        ),
        finance: checkoutFinanceStart(site, car, new Date()),
        pre_approvals: await preApprovalsFor(site, shopper.userId),
      };
    },
  );

  app.put<{ Params: { slug: string } }>(
    "/api/checkout/:slug/progress",
    { ...posting, onRequest: context.rateLimits.api },
    async (request, reply) => {
      const parsed = checkoutProgress.safeParse(request.body, { error: plainErrors });
      if (!parsed.success)
        return refuse(
          reply,
          400,
          "The checkout progress was not kept",
          fieldProblems(parsed.error),
        );
      const found = await checkoutOf(request, reply);
      if (!found) return reply;
      await context.store.saveCheckoutProgress(
        found.site.slug,
        found.shopper.userId,
        String(found.car.id),
        parsed.data,
      );
      return reply.code(204).send();
    },
  );

  /** Starts the deposit: one reservation per car stands, so a second shopper is told before paying. */
  app.post<{ Params: { slug: string } }>(
    "/api/checkout/:slug/reservation",
    posting,
    async (request, reply) => {
      const parsed = reservationRequest.safeParse(request.body, { error: plainErrors });
      if (!parsed.success)
        return refuse(reply, 400, "The reservation was not started", fieldProblems(parsed.error));
      const found = await checkoutOf(request, reply);
      if (!found) return reply;
      const { shopper, site, car } = found;
      const extras = await extrasOf(site, car, shopper.userId, parsed.data);
      if (extras.problems)
        return refuse(reply, 400, "The reservation was not started", extras.problems);
      const provider = options.providerFor(site);
      if (!provider) return failed(reply, 409, checkoutMessages.takesHoldRequests);
      const { state } = await stateOf(site, car, shopper.userId);
      if (state === "reserved") return failed(reply, 409, checkoutMessages.taken, { state });
      if (state === "not-offered")
        return failed(reply, 409, checkoutMessages.notOffered, { state });
      const started = await context.store.startReservation(
        site.slug,
        {
          carId: String(car.id),
          shopperId: shopper.userId,
          amountCents: depositOf(site),
          currency: "aud",
          provider: provider.name,
          details: { ...parsed.data.details, ...extras.kept },
        },
        { paymentWindowMinutes },
      );
      if (started.outcome === "taken")
        return failed(reply, 409, checkoutMessages.taken, { state: "reserved" });
      // The shopper's own reservation waiting for payment gets the same payment back: the
      // attempt's idempotency key makes the provider answer the intent it made the first time.
      const { reservation } = started;
      if (reservation.status !== "pending-payment")
        return reply.code(200).send({ reservation: shopperView(reservation) });
      try {
        const payment = await provider.startPayment({
          attemptKey: reservation.id,
          amountCents: reservation.amount_cents,
          description: `Deposit to reserve the ${vehicleTitle(car)} (${site.name})`,
          metadata: { reservation_id: reservation.id, site: site.slug, car_id: String(car.id) },
        });
        await context.store.setPaymentReference(site.slug, reservation.id, payment.reference);
        return reply.code(started.outcome === "started" ? 201 : 200).send({
          reservation: shopperView({ ...reservation, payment_reference: payment.reference }),
          client_secret: payment.clientSecret,
          publishable_key: provider.publishableKey,
        });
      } catch (error) {
        request.log.warn({ err: error }, "A deposit payment could not be started");
        if (started.outcome === "started")
          await context.store.changeReservation(site.slug, reservation.id, {
            action: "release",
            actor: "server",
            note: "the payment could not be started",
          });
        return failed(reply, 502, checkoutMessages.paymentFailed);
      }
    },
  );

  /** Where the site takes no payments: a lead asking the dealer to hold the car. */
  app.post<{ Params: { slug: string } }>(
    "/api/checkout/:slug/hold-request",
    posting,
    async (request, reply) => {
      const parsed = reservationRequest.safeParse(request.body, { error: plainErrors });
      if (!parsed.success)
        return refuse(reply, 400, "The hold request was not sent", fieldProblems(parsed.error));
      const found = await checkoutOf(request, reply);
      if (!found) return reply;
      const { shopper, site, car } = found;
      const extras = await extrasOf(site, car, shopper.userId, parsed.data);
      if (extras.problems)
        return refuse(reply, 400, "The hold request was not sent", extras.problems);
      if (options.providerFor(site)) return failed(reply, 409, checkoutMessages.takesPayments);
      const { state } = await stateOf(site, car, shopper.userId);
      if (state === "reserved") return failed(reply, 409, checkoutMessages.taken, { state });
      if (state === "not-offered")
        return failed(reply, 409, checkoutMessages.notOffered, { state });
      const saved = await context.store.saveLead(
        site.slug,
        holdRequestLead(site, car, { ...parsed.data.details, ...extras.kept }),
      );
      return reply.code(201).send({ lead_id: saved.leadId });
    },
  );

  /** The shopper's own reservation, for the confirmation step to follow the payment's outcome. */
  app.get<{ Params: { id: string } }>(
    "/api/reservations/:id",
    { onRequest: context.rateLimits.api },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const shopper = await shopperOf(request);
      if (!shopper) return failed(reply, 401, checkoutMessages.signedOut);
      const site = context.siteFor(request);
      const reservation = await context.store.findReservation(site.slug, request.params.id);
      if (!reservation || reservation.shopper_id !== shopper.userId)
        return failed(reply, 404, "You have no such reservation on this site.");
      return { reservation: shopperView(reservation) };
    },
  );
}
