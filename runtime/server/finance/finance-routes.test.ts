import { quoteFromSettings } from "@storefront/rules/finance/finance-quote";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnersFromEnvironment } from "./finance-routes.ts";
import { customerBody, financeTestServer, quoteBody } from "./finance-test-server.ts";
import { siteSettingsPartner } from "./site-settings-partner.ts";

describe("the finance partner API with the site's own settings", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await financeTestServer();
  });
  afterAll(() => app.close());

  const post = (url: string, body: unknown, host = "group.localhost") =>
    app.inject({ method: "POST", url, payload: body as object, headers: { host } });

  it("quotes from each site's rate and establishment fee", async () => {
    const group = await post("/api/youx/quote", quoteBody());
    expect(group.statusCode).toBe(200);
    expect(group.json()).toEqual(
      quoteFromSettings({ purchasePrice: 30_000, loanTerm: 5, ratePercent: 10, fees: 500 }),
    );
    expect(group.json().comparisonRate).toBeGreaterThan(10);
    const other = await post("/api/youx/quote", quoteBody(), "other.localhost");
    expect(other.json()).toMatchObject({ advertisedRate: 8, comparisonRate: 8 });
    expect(other.json().weeklyRepaymentAmount).toBeLessThan(group.json().weeklyRepaymentAmount);
  });

  it("sends the shopper to the site's application page", async () => {
    const answer = await post("/api/youx/create-customer", customerBody());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ redirectUrl: "https://apply.example.com/start" });
  });

  it("says no redirect was received where the site names no application page", async () => {
    const answer = await post("/api/youx/create-customer", customerBody(), "other.localhost");
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({
      error: "Failed to create customer or no redirect URL received.",
    });
  });

  it("refuses a bad quote naming each field", async () => {
    const answer = await post(
      "/api/youx/quote",
      quoteBody({ purchasePrice: "lots", loanTerm: 12, selfAssessedCreditScore: undefined }),
    );
    expect(answer.statusCode).toBe(400);
    const { error, problems } = answer.json();
    expect(error).toMatch(/^The quote was not asked: /);
    expect(error).toContain("purchasePrice: Send the purchase price as a number of dollars");
    expect(error).toContain("loanTerm: Send a loan term of 1 to 7 years");
    expect(problems.map((problem: { path: string }) => problem.path).sort()).toEqual([
      "loanTerm",
      "purchasePrice",
      "selfAssessedCreditScore",
    ]);
  });

  it("refuses a customer whose phone or lead is wrong, by path", async () => {
    const body = customerBody({ phoneNumber: "02 9630 8800" });
    const answer = await post("/api/youx/create-customer", {
      ...body,
      additionalData: { ...body.additionalData, colour: "red" },
    });
    expect(answer.statusCode).toBe(400);
    const paths = answer.json().problems.map((problem: { path: string }) => problem.path);
    expect(paths).toEqual(expect.arrayContaining(["data.phoneNumber", "additionalData.colour"]));
    expect(answer.json().error).toContain("data.phoneNumber: Enter an Australian mobile number");
  });

  it("refuses a body that is not JSON in the same shape", async () => {
    const answer = await app.inject({
      method: "POST",
      url: "/api/youx/quote",
      payload: "{nope",
      headers: { host: "group.localhost", "content-type": "application/json" },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: "The request was not read: body: The request body is not valid JSON",
    });
  });
});

describe("the finance partner API's rate limit", () => {
  it("answers 429 with the limit once a client asks too often", async () => {
    const app = await financeTestServer(siteSettingsPartner, {
      rateLimits: { searchPerMinute: 0, apiPerMinute: 2, leadsPerMinute: 1, photosPerMinute: 0 },
    });
    const quote = () =>
      app.inject({
        method: "POST",
        url: "/api/youx/quote",
        payload: quoteBody(),
        headers: { host: "group.localhost" },
      });
    expect((await quote()).statusCode).toBe(200);
    expect((await quote()).statusCode).toBe(200);
    const third = await quote();
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/at most 2 a minute/);
    await app.close();
  });
});

describe("the partner chosen by the environment", () => {
  it("is the HTTP partner with both variables, the site's settings with none", () => {
    expect(partnersFromEnvironment({})).toBe(siteSettingsPartner);
    expect(
      partnersFromEnvironment({ FINANCE_PARTNER_URL: "http://x", FINANCE_PARTNER_KEY: "k" }),
    ).not.toBe(siteSettingsPartner);
    expect(() => partnersFromEnvironment({ FINANCE_PARTNER_URL: "http://x" })).toThrow(
      "Set both FINANCE_PARTNER_URL and FINANCE_PARTNER_KEY, or neither",
    );
  });
});
