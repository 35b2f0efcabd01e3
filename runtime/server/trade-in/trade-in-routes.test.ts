import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { sessionCookieOf } from "../auth/sign-in-test-server.ts";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { comparableStockValuation, httpRegoLookup, httpValuation } from "./trade-in-adapters.ts";
import { tradeInReceiver } from "./trade-in-receiver.ts";
import { tradeInMessages } from "./trade-in-routes.ts";
import { answers, recentYear, tradeInLead, tradeInTestServer } from "./trade-in-test-server.ts";

const key = "test-trade-in-key";

describeEachBackend("the trade-in valuation API", (backend) => {
  const opened = useTestStore(backend);
  let receiver: Awaited<ReturnType<typeof tradeInReceiver>>;
  let app: FastifyInstance;
  let lastCode: () => string;
  beforeAll(async () => {
    receiver = await tradeInReceiver(key, {
      cars: { "ABC123/NSW": { make: "Mazda", model: "CX-5", year: recentYear, badge: "GT" } },
    });
    ({ app, lastCode } = await tradeInTestServer(opened.current(), {
      regoLookup: httpRegoLookup({ url: receiver.url, key }),
      valuation: comparableStockValuation,
    }));
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });
  afterEach(() => {
    receiver.received.length = 0;
  });

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    host = "group.localhost",
  ) =>
    app.inject({
      method: "POST",
      url,
      payload,
      headers: { host, origin: `http://${host}`, ...headers },
    });
  const get = (url: string, headers: Record<string, string> = {}, host = "group.localhost") =>
    app.inject({ method: "GET", url, headers: { host, ...headers } });
  const leadId = async (host = "group.localhost") =>
    (await post("/api/leads", tradeInLead, {}, host)).json().lead_id as string;
  const value = (
    lead_id: string,
    fields: Record<string, unknown> = {},
    headers = {},
    host?: string,
  ) =>
    post(
      "/api/trade-in/valuations",
      {
        lead_id,
        car: { make: "Mazda", model: "CX-5", year: recentYear, badge: "Maxx Sport" },
        km: "40,000",
        adjustmentAnswers: answers(),
        ...fields,
      },
      headers,
      host,
    );

  it("offers the manufacturer list and the stock's models and badges to pick from", async () => {
    const options = (await get("/api/trade-in/options")).json();
    expect(options.regoLookup).toBe(true);
    expect(options.makes).toEqual(["Kia", "Mazda", "Toyota"]);
    expect(options.models).toEqual([
      { make: "Mazda", model: "CX-5", badges: ["GT", "Maxx Sport"] },
      { make: "Toyota", model: "Corolla", badges: ["Ascent Sport"] },
    ]);
  });

  it("finds a car by rego and state through the lookup service, and says when it does not know it", async () => {
    const found = await post("/api/trade-in/rego-lookup", { rego: "abc 123", regoState: "NSW" });
    expect(found.json()).toEqual({
      found: true,
      car: {
        make: "Mazda",
        model: "CX-5",
        year: recentYear,
        badge: "GT",
        rego: "ABC123",
        regoState: "NSW",
      },
    });
    expect(receiver.received[0]).toMatchObject({
      path: "/lookup",
      body: { rego: "ABC123", regoState: "NSW" },
      headers: { authorization: `Bearer ${key}`, "x-storefront-site": "group" },
    });
    const unknown = await post("/api/trade-in/rego-lookup", { rego: "ZZZ999", regoState: "VIC" });
    expect(unknown.json()).toEqual({ found: false });
    const bad = await post("/api/trade-in/rego-lookup", { rego: "TOO-LONG-REGO", regoState: "XX" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("rego: Enter the rego as up to 9 letters and digits");
    expect(bad.json().message).toContain("regoState: Choose the state it is registered in");
    expect(receiver.refused).toEqual([]);
  });

  it("values a recent car from comparable stock, kept for the shopper who signed in", async () => {
    const headers = { origin: "http://group.localhost" };
    await post("/api/sign-in/send-code", { phone_number: "0412345678" }, headers);
    const verified = await post("/api/sign-in/verify", {
      phone_number: "0412345678",
      code: lastCode(),
    });
    const cookie = sessionCookieOf(verified.headers["set-cookie"]);
    const valued = await value(await leadId(), {}, { cookie });
    expect(valued.statusCode).toBe(201);
    const valuation = valued.json();
    expect(valuation).toMatchObject({
      outcome: "estimate",
      km: 40_000,
      confidence: "medium",
      comparables: 4,
    });
    expect(valuation.low).toBeGreaterThan(20_000);
    expect(valuation.high).toBeGreaterThanOrEqual(valuation.low);
    expect(Date.parse(valuation.expires_at) - Date.parse(valuation.created_at)).toBe(
      7 * 86_400_000,
    );

    const mine = await get("/api/trade-in/valuations", { cookie });
    expect(mine.json().valuations).toEqual([{ ...valuation, accepted_at: null }]);
    expect((await get(`/api/trade-in/valuations/${valuation.id}`, { cookie })).json().id).toBe(
      valuation.id,
    );
    expect((await get("/api/trade-in/valuations")).statusCode).toBe(401);
    // Valued while signed out, a valuation is nobody's to read back.
    const anonymous = (await value(await leadId())).json();
    expect((await get(`/api/trade-in/valuations/${anonymous.id}`, { cookie })).statusCode).toBe(
      404,
    );
  });

  it("gives no figure outside the online rule, or with too few comparables, and keeps the lead", async () => {
    const lead = await leadId();
    const old = await value(lead, { car: { make: "Mazda", model: "CX-5", year: recentYear - 7 } });
    expect(old.json()).toMatchObject({ outcome: "outside-online-rule", low: null, high: null });
    const driven = await value(lead, { km: 100_001 });
    expect(driven.json()).toMatchObject({ outcome: "outside-online-rule", low: null });
    const rare = await value(lead, { car: { make: "Kia", model: "EV9", year: recentYear } });
    expect(rare.json()).toMatchObject({ outcome: "no-estimate", low: null, confidence: null });
    expect(await opened.current().findLead("group", lead)).toBeDefined();
  });

  it("refuses an unknown lead and bad answers, naming each field", async () => {
    const unknown = await value("no-such-lead");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().problems).toEqual([
      { path: "lead_id", message: tradeInMessages.unknownLead },
    ]);
    const bad = await value(await leadId(), {
      km: -5,
      adjustmentAnswers: { ...answers(), two_key_sets: "yes" },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .problems.map((problem: { path: string }) => problem.path)
        .sort(),
    ).toEqual(["adjustmentAnswers.two_key_sets", "km"]);
  });

  it("takes the accepted valuation at /api/miscellaneous only on sites with the setting", async () => {
    const lead = await leadId("other.localhost");
    const valuation = (await value(lead, {}, {}, "other.localhost")).json();
    const posted = { ...valuation, column_name: "valuation" };
    expect((await post("/api/miscellaneous", posted)).statusCode).toBe(404);
    const taken = await post("/api/miscellaneous", posted, {}, "other.localhost");
    expect(taken.json()).toEqual({ success: true });
    const stored = await opened.current().findValuation("other", valuation.id);
    expect(stored?.accepted_at).toEqual(expect.any(String));
    const wrong = await post(
      "/api/miscellaneous",
      { ...posted, column_name: "other" },
      {},
      "other.localhost",
    );
    expect(wrong.json().message).toContain("column_name");
  });
});

describeEachBackend("the trade-in API with an HTTP valuation service", (backend) => {
  const opened = useTestStore(backend);
  it("asks the service with the car, km and answers, and shows its range; a failure is a 502", async () => {
    const receiver = await tradeInReceiver(key, {
      estimate: { low: 21_000, high: 23_500, confidence: "high" },
    });
    const { app } = await tradeInTestServer(opened.current(), {
      valuation: httpValuation({ url: receiver.url, key }),
    });
    const host = "group.localhost";
    const post = (url: string, payload: object) =>
      app.inject({ method: "POST", url, payload, headers: { host, origin: `http://${host}` } });
    const lead_id = (await post("/api/leads", tradeInLead)).json().lead_id;
    const request = {
      lead_id,
      car: { make: "Kia", model: "EV9", year: recentYear },
      km: 12_000,
      adjustmentAnswers: answers({ good_condition: false }),
    };
    const valued = await post("/api/trade-in/valuations", request);
    expect(valued.json()).toMatchObject({
      outcome: "estimate",
      low: 21_000,
      high: 23_500,
      confidence: "high",
    });
    expect(receiver.received).toEqual([
      expect.objectContaining({
        path: "/valuations",
        body: { car: request.car, km: 12_000, adjustmentAnswers: request.adjustmentAnswers },
      }),
    ]);
    expect(
      (await app.inject({ method: "GET", url: "/api/trade-in/options", headers: { host } })).json()
        .regoLookup,
    ).toBe(false);
    const noLookup = await post("/api/trade-in/rego-lookup", { rego: "ABC123", regoState: "NSW" });
    expect(noLookup.json()).toMatchObject({ message: tradeInMessages.noLookup, status: 404 });
    await receiver.close();
    const down = await post("/api/trade-in/valuations", request);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(tradeInMessages.valuationFailed);
    await app.close();
  });
});

describeEachBackend("the trade-in API when the rego lookup fails", (backend) => {
  const opened = useTestStore(backend);
  it("answers 502 with a plain message when the lookup refuses the key or is down", async () => {
    const receiver = await tradeInReceiver(key);
    const { app } = await tradeInTestServer(opened.current(), {
      regoLookup: httpRegoLookup({ url: receiver.url, key: "wrong-key" }),
      valuation: comparableStockValuation,
    });
    const lookup = () =>
      app.inject({
        method: "POST",
        url: "/api/trade-in/rego-lookup",
        payload: { rego: "ABC123", regoState: "NSW" },
        headers: { host: "group.localhost", origin: "http://group.localhost" },
      });
    const refused = await lookup();
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(tradeInMessages.lookupFailed);
    expect(receiver.refused).toEqual([{ path: "/lookup", status: 401 }]);
    await receiver.close();
    expect((await lookup()).statusCode).toBe(502);
    await app.close();
  });
});
