import { siteDefinition } from "@storefront/schemas";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { registerDeliveryRoutes } from "./routes.ts";

const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group",
  template: "dealer-group",
  deliveryRegions: [
    { name: "Sydney Metro", price: 250, postcodes: [{ from: "2000", to: "2249" }] },
    { name: "Darwin", price: 1450.5, postcodes: [{ from: "0800", to: "0832" }] },
  ],
});

const app = Fastify();
registerDeliveryRoutes(app, { siteFor: () => site });
afterAll(() => app.close());

const get = (query: string) => app.inject({ method: "GET", url: `/api/delivery-price${query}` });

describe("GET /api/delivery-price", () => {
  it("answers the price and name of the region covering the postcode", async () => {
    const response = await get("?postcode=2000");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ price: 250, name: "Sydney Metro" });
    expect((await get("?postcode=%200810%20")).json()).toEqual({ price: 1450.5, name: "Darwin" });
  });

  it("answers 404 with the spec's message when no region covers the postcode", async () => {
    for (const postcode of ["2250", "6000", "12", "abcd"]) {
      const response = await get(`?postcode=${postcode}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
      );
    }
  });

  it("answers 400 naming the postcode when it is missing or empty", async () => {
    for (const query of ["", "?postcode=", "?postcode=%20%20"]) {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: "postcode",
        message: "postcode: Please enter a postcode.",
      });
    }
  });

  it("answers 400 for a postcode far too long to be one", async () => {
    const response = await get(`?postcode=${"2".repeat(50)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("postcode: Use a 4-digit postcode");
  });

  it("answers 400 for a postcode given twice", async () => {
    const response = await get("?postcode=2000&postcode=2001");
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("postcode");
  });
});
