import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { paymentsOf } from "./checkout-plugin.ts";
import { checkoutMessages } from "./checkout-routes.ts";
import { checkoutTestServer } from "./checkout-test-server.ts";

const details = { name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0412345678" };
/** The car Jo offers in trade, described for the dealer to value. */
const tradeIn = { make: "Mazda", model: "3", year: 2017, km: 84_000 };
/** The finance Jo wants on the car, structured as the vehicle page calculator does. */
const finance = { deposit: 5000, balloon: 0, term_years: 5 };

describeEachBackend("reserving a car online", (backend) => {
  const opened = useTestStore(backend);
  let served: Awaited<ReturnType<typeof checkoutTestServer>>;
  beforeAll(async () => {
    served = await checkoutTestServer(opened.current());
  });
  afterAll(() => served.close());
  beforeEach(() => {
    served.stripe.calls.length = 0;
    served.stripe.problems.length = 0;
    served.crm.accepted.length = 0;
    served.inbox.received.length = 0;
  });

  const request = (
    method: "GET" | "POST" | "PUT",
    url: string,
    cookie: string,
    payload?: object,
    host = "group.localhost",
  ) =>
    served.app.inject({
      method,
      url,
      payload,
      headers: { host, origin: `http://${host}`, cookie },
    });
  /** Whether the site's search answers the car as reserved. */
  const servedReserved = async (slug: string) => {
    const answer = await served.app.inject({
      method: "POST",
      url: "/1/indexes/cars/query",
      headers: { host: "group.localhost" },
      payload: { query: "", hitsPerPage: 50 },
    });
    const hits = answer.json().hits as { slug: string; reserved: boolean }[];
    return hits.find((hit) => hit.slug === slug)?.reserved;
  };
  const reservationRows = () =>
    opened.current().db.selectFrom("reservations").selectAll().orderBy("created_at").execute();

  it("takes one shopper's deposit through Stripe, holds the car, tells the dealer and the shopper, and refunds it", async () => {
    expect((await request("GET", "/api/checkout/car-1", "")).json()).toMatchObject({
      error: checkoutMessages.signedOut,
    });
    const jo = await served.signIn("0412345678");
    const sam = await served.signIn("0498765432");
    expect((await request("GET", "/api/checkout/car-1", jo)).json()).toMatchObject({
      state: "open",
      deposit_cents: 25_000,
      hold_hours: 48,
      payment: { provider: "stripe", publishable_key: "pk_test_checkout" },
      reservation: null,
    });

    const bad = await request("POST", "/api/checkout/car-1/reservation", jo, {
      details: { name: "", email: "jo" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("details.name: ");
    expect(bad.json().message).toContain("details.email: Enter a valid email address");

    const started = await request("POST", "/api/checkout/car-1/reservation", jo, {
      details,
      trade_in: tradeIn,
      finance,
    });
    expect(started.statusCode).toBe(201);
    const { reservation, client_secret } = started.json();
    expect(reservation).toMatchObject({ status: "pending-payment", amount_cents: 25_000 });
    expect(client_secret).toBe(`${reservation.payment_reference}_secret_test`);
    expect(served.stripe.calls).toHaveLength(1);
    const create = served.stripe.calls[0];
    expect(create?.path).toBe("/v1/payment_intents");
    expect(create?.idempotencyKey).toBe(`payment:${reservation.id}`);
    expect(Object.fromEntries(create?.form ?? [])).toMatchObject({
      amount: "25000",
      currency: "aud",
      "metadata[reservation_id]": reservation.id,
      "metadata[car_id]": "1",
    });

    // Back on the page, the shopper carries on with the same payment.
    const resumed = await request("POST", "/api/checkout/car-1/reservation", jo, { details });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ reservation: { id: reservation.id }, client_secret });
    expect(served.stripe.intents.size).toBe(1);
    expect((await request("GET", "/api/checkout/car-1", jo)).json()).toMatchObject({
      state: "yours",
      reservation: { id: reservation.id, status: "pending-payment" },
    });

    // Another shopper is told before paying; no payment is started for them.
    const second = await request("POST", "/api/checkout/car-1/reservation", sam, { details });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: checkoutMessages.taken, state: "reserved" });
    expect((await request("GET", "/api/checkout/car-1", sam)).json().state).toBe("reserved");
    expect(served.stripe.calls).toHaveLength(2);

    // A webhook that does not verify changes nothing.
    expect(await served.stripe.forge(reservation.payment_reference)).toBe(400);
    expect((await reservationRows())[0]?.status).toBe("pending-payment");
    expect(served.crm.accepted).toEqual([]);

    expect(await served.stripe.pay(reservation.payment_reference)).toBe(200);
    expect(await served.stripe.pay(reservation.payment_reference)).toBe(200);
    const own = await request("GET", `/api/reservations/${reservation.id}`, jo);
    expect(own.json().reservation).toMatchObject({ status: "held" });
    expect((await request("GET", `/api/reservations/${reservation.id}`, sam)).statusCode).toBe(404);
    expect(await opened.current().reservedCarIds("group")).toEqual(new Set(["1"]));
    // Search, and so the cards and the vehicle page, serve the car as reserved.
    await vi.waitFor(async () => expect(await servedReserved("car-1")).toBe(true));

    await vi.waitFor(() => expect(served.crm.accepted).toHaveLength(1), { timeout: 10_000 });
    expect(served.crm.accepted[0]?.body).toMatchObject({
      data: {
        lead: {
          category: "Reservation",
          payment_reference: reservation.payment_reference,
          deposit_amount: 250,
          car_id: "1",
          email: "jo@example.com",
          trade_in: tradeIn,
          finance: { ...finance, amount: 30_000, rate_percent: 10 },
        },
      },
    });
    await vi.waitFor(() => expect(served.inbox.received).toHaveLength(2), { timeout: 10_000 });
    const toShopper = served.inbox.received.find((mail) => mail.to.includes("jo@example.com"));
    expect(toShopper?.body).toContain("We have received your deposit of $250.00");
    expect(toShopper?.body).toContain(`Payment reference: ${reservation.payment_reference}`);
    expect(toShopper?.body).toContain("within 48 hours");
    const toDealer = served.inbox.received.find((mail) => mail.to.includes("sales@group.example"));
    expect(toDealer?.body).toContain(reservation.payment_reference);
    expect(toDealer?.body).toContain("Trade-in: 2017 Mazda 3, 84000 km");
    expect(toDealer?.body).toContain(
      "Finance wanted: deposit $5,000, balloon $0, 5 years; $122 a week at 10% p.a. on $30,000 (indicative).",
    );

    const payments = paymentsOf(served.app);
    const [row] = await reservationRows();
    if (!row || !payments) throw new Error("No reservation");
    const refunded = await payments.refund(
      { ...row, details: JSON.parse(row.details) },
      "dealer:studio",
    );
    expect(refunded?.status).toBe("refunded");
    expect(served.stripe.refunds).toEqual([
      expect.objectContaining({ payment_intent: reservation.payment_reference, amount: 25_000 }),
    ]);
    expect(served.stripe.calls.at(-1)?.idempotencyKey).toBe(`refund:${reservation.id}`);
    expect((await request("GET", "/api/checkout/car-1", sam)).json().state).toBe("open");
    await vi.waitFor(async () => expect(await servedReserved("car-1")).toBe(false));
    expect(served.stripe.problems).toEqual([]);
  }, 20_000);

  it("refunds at once a payment that arrived after its window, once another shopper had the car", async () => {
    const jo = await served.signIn("0412345678");
    const sam = await served.signIn("0498765432");
    const late = (await request("POST", "/api/checkout/car-2/reservation", jo, { details })).json();
    await opened
      .current()
      .db.updateTable("reservations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const samStarted = await request("POST", "/api/checkout/car-2/reservation", sam, { details });
    expect(samStarted.statusCode).toBe(201);
    expect(await served.stripe.pay(late.reservation.payment_reference)).toBe(200);
    const statuses = (await reservationRows()).map((row) => row.status);
    expect(statuses).toEqual(["refunded", "pending-payment"]);
    expect(served.stripe.refunds.at(-1)?.payment_intent).toBe(late.reservation.payment_reference);
    expect(served.crm.accepted).toEqual([]);

    // Sam pays; the hold lapses unconfirmed; the sweep releases the car and refunds Sam.
    const samReservation = samStarted.json().reservation;
    await served.stripe.pay(samReservation.payment_reference);
    await opened
      .current()
      .db.updateTable("reservations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", samReservation.id)
      .execute();
    await paymentsOf(served.app)?.expireDue();
    const events = await opened.current().reservationEvents("group", samReservation.id);
    expect(events.map((event) => `${event.actor} ${event.action}`)).toEqual([
      expect.stringMatching(/^shopper:.+ started$/),
      "stripe paid",
      "server expired",
      "server refund",
    ]);
    expect((await request("GET", "/api/checkout/car-2", jo)).json().state).toBe("open");
    expect(served.stripe.problems).toEqual([]);
  });

  it("offers the enquiry instead for a sold, reserved or unpriced car, and never starts a payment", async () => {
    const jo = await served.signIn("0412345678");
    for (const [slug, state] of [
      ["car-3", "not-offered"],
      ["car-4", "reserved"],
      ["car-5", "not-offered"],
    ] as const) {
      expect((await request("GET", `/api/checkout/${slug}`, jo)).json().state).toBe(state);
      const refused = await request("POST", `/api/checkout/${slug}/reservation`, jo, { details });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().state).toBe(state);
    }
    expect((await request("GET", "/api/checkout/no-such-car", jo)).statusCode).toBe(404);
    expect(served.stripe.calls).toEqual([]);
  });

  it("takes a hold request where the site has no payment provider, worded as one, and records no payment", async () => {
    const jo = await served.signIn("0412345678", "holds.localhost");
    const state = (
      await request("GET", "/api/checkout/car-1", jo, undefined, "holds.localhost")
    ).json();
    expect(state).toMatchObject({ state: "open", payment: null });
    const paying = await request(
      "POST",
      "/api/checkout/car-1/reservation",
      jo,
      { details },
      "holds.localhost",
    );
    expect(paying.json().error).toBe(checkoutMessages.takesHoldRequests);
    const held = await request(
      "POST",
      "/api/checkout/car-1/hold-request",
      jo,
      { details },
      "holds.localhost",
    );
    expect(held.statusCode).toBe(201);
    const lead = await opened.current().findLead("holds", held.json().lead_id);
    expect(lead).toMatchObject({ category: "Hold Request" });
    expect(JSON.stringify(lead?.payload)).toContain("No payment has been taken.");
    expect(await reservationRows()).toEqual([]);
    expect(served.stripe.calls).toEqual([]);
  });

  it("keeps the shopper's checkout progress, to resume after signing in again", async () => {
    const jo = await served.signIn("0412345678");
    const kept = await request("PUT", "/api/checkout/car-1/progress", jo, {
      step: "trade-in",
      details: { name: "Jo", email: "jo@example.com" },
    });
    expect(kept.statusCode).toBe(204);
    const bad = await request("PUT", "/api/checkout/car-1/progress", jo, { step: "payday" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("step:");
    const again = await served.signIn("0412345678");
    expect((await request("GET", "/api/checkout/car-1", again)).json().progress).toEqual({
      step: "trade-in",
      details: { name: "Jo", email: "jo@example.com" },
    });
  });
});
