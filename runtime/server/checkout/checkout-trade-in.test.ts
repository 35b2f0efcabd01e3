import type { Valuation } from "@storefront/schemas/leads/trade-in";
import { afterAll, beforeAll, expect, it } from "vitest";
import { valuationExpiry } from "../store/checkout/trade-in-valuations.ts";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { checkoutTestServer } from "./checkout-test-server.ts";
import { valuationNotYours } from "./checkout-trade-in.ts";

const details = { name: "Jo", email: "jo@example.com", phone: "0412345678" };
const described = { make: "Mazda", model: "3", year: 2017, km: 84_000, rego: "ABC123" };
const valuation = (id: string): Valuation => {
  const now = new Date();
  return {
    id,
    lead_id: `lead-${id}`,
    car: { make: "Subaru", model: "Forester", year: 2019, regoState: "VIC", rego: "XYZ789" },
    km: 61_000,
    outcome: "estimate",
    low: 21_000,
    high: 23_500,
    confidence: "medium",
    comparables: 5,
    created_at: now.toISOString(),
    expires_at: valuationExpiry(now).toISOString(),
  };
};

describeEachBackend("a checkout's trade-in", (backend) => {
  const opened = useTestStore(backend);
  let served: Awaited<ReturnType<typeof checkoutTestServer>>;
  beforeAll(async () => {
    served = await checkoutTestServer(opened.current());
  });
  afterAll(() => served.close());

  const request = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
    served.app.inject({
      method,
      url,
      payload,
      headers: { host: "holds.localhost", origin: "http://holds.localhost", cookie },
    });
  const shopperId = async (phone: string) =>
    (
      await opened
        .current()
        .db.selectFrom("shoppers")
        .select("id")
        .where("site_id", "=", "holds")
        .where("phone", "=", phone)
        .executeTakeFirstOrThrow()
    ).id;

  const payloadOf = async (leadId: string) =>
    (await opened.current().findLead("holds", leadId))?.payload as Record<string, unknown>;

  it("refuses a described car or a valuation it cannot use, naming each field", async () => {
    const jo = await served.signIn("0412345678", "holds.localhost");
    const bad = await request("POST", "/api/checkout/car-1/hold-request", jo, {
      details,
      trade_in: { make: "", model: "3", year: 1850, km: -5 },
    });
    expect(bad.statusCode).toBe(400);
    const message = bad.json().message as string;
    expect(message).toContain("trade_in.make: ");
    expect(message).toContain("trade_in.year: Enter a year from 1900");
    expect(message).toContain("trade_in.km: Enter the odometer in whole kilometres");
    const both = await request("POST", "/api/checkout/car-1/reservation", jo, {
      details,
      trade_in: described,
      valuation_id: "val-x",
    });
    expect(both.json().message).toContain(
      "valuation_id: Attach a valuation or describe your car, not both",
    );
    // Another shopper's valuation, or one that does not exist, is not Jo's to attach.
    await served.signIn("0498765432", "holds.localhost");
    await opened.current().saveValuation("holds", valuation("sams"), await shopperId("0498765432"));
    for (const id of ["sams", "nobody"]) {
      const refused = await request("POST", "/api/checkout/car-1/hold-request", jo, {
        details,
        valuation_id: id,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().problems).toEqual([
        { path: "valuation_id", message: valuationNotYours },
      ]);
    }
  });

  it("lists the shopper's valuations and sends the one attached, or the car described, to the dealer", async () => {
    const jo = await served.signIn("0412345678", "holds.localhost");
    await opened.current().saveValuation("holds", valuation("jos"), await shopperId("0412345678"));
    const answer = (await request("GET", "/api/checkout/car-1", jo)).json();
    expect(answer.valuations).toEqual([
      {
        id: "jos",
        car: { make: "Subaru", model: "Forester", year: 2019, regoState: "VIC", rego: "XYZ789" },
        km: 61_000,
        low: 21_000,
        high: 23_500,
        outcome: "estimate",
      },
    ]);

    const attached = await request("POST", "/api/checkout/car-1/hold-request", jo, {
      details,
      valuation_id: "jos",
    });
    expect(attached.statusCode).toBe(201);
    const valued = await payloadOf(attached.json().lead_id);
    expect(valued).toMatchObject({
      trade_in: {
        make: "Subaru",
        model: "Forester",
        year: 2019,
        km: 61_000,
        rego: "XYZ789",
        rego_state: "VIC",
      },
      valuation_id: "jos",
      trade_in_valuation_low: 21_000,
      trade_in_valuation_high: 23_500,
    });
    expect(String(valued.message)).toContain(
      "Trade-in valued online at $21,000 – $23,500 (valuation jos).",
    );

    const lead = await request("POST", "/api/checkout/car-1/hold-request", jo, {
      details,
      trade_in: described,
    });
    expect(lead.statusCode).toBe(201);
    const saved = await payloadOf(lead.json().lead_id);
    expect(saved).toMatchObject({ trade_in: described });
    expect(saved).not.toHaveProperty("valuation_id");
    expect(String(saved.message)).toContain(
      "The shopper offers a car in trade: please value it and contact them.",
    );
  }, 20_000);
});
