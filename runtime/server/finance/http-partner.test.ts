import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerBody, financeSites, financeTestServer, quoteBody } from "./finance-test-server.ts";
import { httpPartners } from "./http-partner.ts";
import { financePartnerReceiver, receiverQuote } from "./partner-receiver.ts";

const key = "partner-test-key-0123456789";

describe("the HTTP finance partner", () => {
  let partner: Awaited<ReturnType<typeof financePartnerReceiver>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    partner = await financePartnerReceiver(key);
    app = await financeTestServer(httpPartners({ url: `${partner.url}/`, key }));
  });
  afterAll(async () => {
    await app.close();
    await partner.close();
  });

  const post = (url: string, body: unknown, host = "group.localhost") =>
    app.inject({ method: "POST", url, payload: body as object, headers: { host } });

  it("asks the partner for the quote with its key and the site, and answers its figures", async () => {
    const answer = await post("/api/youx/quote", quoteBody({ purchasePrice: 52_000 }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(receiverQuote(52_000, 5));
    const call = partner.received.at(-1);
    expect(call?.path).toBe("/quote");
    expect(call?.headers).toMatchObject({
      authorization: `Bearer ${key}`,
      "x-storefront-site": "group",
    });
    expect(call?.body).toEqual(quoteBody({ purchasePrice: 52_000 }));
  });

  it("creates the customer with the normalised phone and the lead, and answers the partner's page", async () => {
    const answer = await post("/api/youx/create-customer", customerBody(), "other.localhost");
    expect(answer.statusCode).toBe(200);
    const { redirectUrl } = answer.json();
    expect(redirectUrl).toMatch(new RegExp(`^${partner.url}/apply\\?ref=\\d+$`));
    const call = partner.received.at(-1);
    expect(call?.headers["x-storefront-site"]).toBe("other");
    expect(call?.body).toMatchObject({
      data: { phoneNumber: "0412345678", firstName: "Jo", purchasePrice: 45_000, postCode: "4000" },
      additionalData: { category: "Finance Enquiry", tags: ["YouX"] },
    });
    expect(partner.refused).toEqual([]);
  });
});

describe("the HTTP finance partner failing", () => {
  it("answers the spec's messages when the partner refuses or fails", async () => {
    const partner = await financePartnerReceiver(key, { fail: ["customers"] });
    const wrongKey = await financeTestServer(httpPartners({ url: partner.url, key: "wrong" }));
    const quote = await wrongKey.inject({
      method: "POST",
      url: "/api/youx/quote",
      payload: quoteBody(),
      headers: { host: "group.localhost" },
    });
    expect(quote.statusCode).toBe(502);
    expect(quote.json()).toEqual({ error: "Failed to get YouX quick quote." });
    expect(partner.refused).toEqual([{ path: "/quote", status: 401 }]);

    const failing = await financeTestServer(httpPartners({ url: partner.url, key }));
    const customer = await failing.inject({
      method: "POST",
      url: "/api/youx/create-customer",
      payload: customerBody(),
      headers: { host: "group.localhost" },
    });
    expect(customer.statusCode).toBe(502);
    expect(customer.json()).toEqual({ error: "Failed to create customer with YouX" });
    await Promise.all([wrongKey.close(), failing.close()]);
    await partner.close();
  });

  it("says no redirect was received when the partner answers without one", async () => {
    const answers = httpPartners({
      url: "http://127.0.0.1:1",
      key,
      fetch: async () => Response.json({ id: 7 }),
    });
    const partner = answers(financeSites[0] as (typeof financeSites)[number]);
    await expect(
      partner.createCustomer(customerBody().data as never, customerBody().additionalData as never),
    ).rejects.toThrow("Failed to create customer or no redirect URL received.");
  });
});
