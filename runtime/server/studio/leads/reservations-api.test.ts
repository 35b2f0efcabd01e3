import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { checkoutTestServer } from "../../checkout/checkout-test-server.ts";
import { describeEachBackend, useTestStore } from "../../store/test-backends.ts";

const details = { name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0412345678" };

describeEachBackend("the Leads view's reservations", (backend) => {
  const opened = useTestStore(backend);
  let served: Awaited<ReturnType<typeof checkoutTestServer>>;
  beforeAll(async () => {
    served = await checkoutTestServer(opened.current());
  });
  afterAll(() => served.close());

  const studio = (method: "GET" | "POST", url: string, payload?: object) =>
    served.app.inject({
      method,
      url: `/studio/api/lead-sites/group${url}`,
      payload,
      headers: { host: "localhost", origin: "http://localhost" },
    });

  it("lists a paid reservation with its log, and lets the dealer confirm and refund it, logging who", async () => {
    const jo = await served.signIn("0412345678");
    const started = await served.app.inject({
      method: "POST",
      url: "/api/checkout/car-2/reservation",
      payload: { details },
      headers: { host: "group.localhost", origin: "http://group.localhost", cookie: jo },
    });
    const { reservation } = started.json();
    await served.stripe.pay(reservation.payment_reference);
    await vi.waitFor(async () =>
      expect((await studio("GET", "/reservations")).json()[0]?.leadId).toBeTruthy(),
    );

    const [listed] = (await studio("GET", "/reservations")).json();
    expect(listed).toMatchObject({
      id: reservation.id,
      status: "held",
      car: { id: "2", title: "2022 Mazda CX-5", slug: "car-2" },
      shopper: { name: "Jo Citizen", email: "jo@example.com", phone: "0412345678" },
      amountCents: 25_000,
      paymentReference: reservation.payment_reference,
    });
    expect(listed.log.map((entry: { action: string }) => entry.action)).toEqual([
      "started",
      "paid",
    ]);

    const nobody = await studio("POST", `/reservations/${reservation.id}/actions`, {
      action: "confirm",
    });
    expect(nobody.statusCode).toBe(400);
    expect(JSON.stringify(nobody.json())).toContain("/by");
    const act = (action: string) =>
      studio("POST", `/reservations/${reservation.id}/actions`, { action, by: "Alex" });
    expect((await act("confirm")).json()).toMatchObject({ status: "confirmed", expiresAt: null });
    expect((await act("confirm")).statusCode).toBe(409);
    const refunded = await act("refund");
    expect(refunded.json()).toMatchObject({ status: "refunded" });
    expect(served.stripe.refunds.at(-1)?.payment_intent).toBe(reservation.payment_reference);
    expect((await act("refund")).statusCode).toBe(409);
    expect(
      refunded
        .json()
        .log.map((entry: { actor: string; action: string }) => `${entry.actor} ${entry.action}`),
    ).toEqual([
      expect.stringMatching(/^shopper:.+ started$/),
      "stripe paid",
      "dealer:Alex confirm",
      "dealer:Alex refund",
    ]);
    const again = await served.app.inject({
      method: "GET",
      url: "/api/checkout/car-2",
      headers: { host: "group.localhost", cookie: jo },
    });
    expect(again.json().state).toBe("open");
    expect(served.stripe.problems).toEqual([]);
  });

  it("answers 404 for another site's or an unknown reservation", async () => {
    const unknown = await studio(
      "POST",
      "/reservations/00000000-0000-4000-8000-000000000000/actions",
      {
        action: "release",
        by: "Alex",
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await served.app.inject({
          method: "GET",
          url: "/studio/api/lead-sites/nope/reservations",
          headers: { host: "localhost" },
        })
      ).statusCode,
    ).toBe(404);
  });
});
