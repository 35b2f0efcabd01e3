import type { VehicleRecord } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testCarWith, testServer } from "../http/test-server.ts";

const car = (id: number, slug: string, extra: Partial<VehicleRecord> = {}) =>
  testCarWith({ id, slug, stocknum: `S${id}`, price: 24000, ...extra });

const valued = car(1, "2022-toyota-corolla-s1", {
  autograb_data: {
    average_market_price: 25000,
    market_range_min: 20000,
    market_range_max: 30000,
    confidence: 0.8,
    description: "Based on 12 similar vehicles sold in the last 90 days.",
  },
});
const unvalued = car(2, "2022-toyota-corolla-s2");
const otherDealer = car(3, "2022-toyota-corolla-s3", { dealership_id: "elsewhere" });

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ vehicles: [valued, unvalued, otherDealer] });
});
afterAll(() => app.close());

describe("GET /api/cars/{slug}/autogauge", () => {
  it("answers the car's market valuation", async () => {
    const response = await app.inject("/api/cars/2022-toyota-corolla-s1/autogauge");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fill: 40,
      listing_price: 24000,
      market_range_min: 20000,
      market_range_max: 30000,
      confidence: 0.8,
      description: "Based on 12 similar vehicles sold in the last 90 days.",
    });
  });

  it("answers nulls for a car without market data", async () => {
    const response = await app.inject("/api/cars/2022-toyota-corolla-s2/autogauge");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fill: null, confidence: null, listing_price: 24000 });
  });

  it("is a 404 for an unknown car, a car the site does not list, or a malformed slug", async () => {
    for (const slug of ["no-such-car", "2022-toyota-corolla-s3", "Not%20A%20Slug"]) {
      const response = await app.inject(`/api/cars/${slug}/autogauge`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404 });
    }
  });

  it("leaves the car's page where it was", async () => {
    const response = await app.inject("/cars/2022-toyota-corolla-s1");
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });
});
