import type { VehicleRecord } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { similarCarsRequests } from "../../src/search-state/similar-cars-requests.ts";
import { numberedTestCar, testServer, testSite } from "../http/test-server.ts";

const now = new Date("2026-11-20T00:00:00Z");
const car = (id: number, extra: Partial<VehicleRecord>) =>
  numberedTestCar(id, { price: 30000, simple_body: "Hatch", ...extra });

const page = car(1, {});
const vehicles = [
  page,
  car(2, {}),
  car(3, { model: "Camry", simple_body: "Sedan", price: 39000 }),
  car(4, { make: "Mazda", model: "3", price: 25000 }),
  car(5, { price: 41000 }), // outside the window of 30000 ± 10000
  car(6, { status: "coming_soon" }), // not in stock
  car(7, { dealership_id: "elsewhere" }), // not this site's
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ vehicles });
});
afterAll(() => app.close());

describe("similar cars through the embedded engine's multi-query", () => {
  it("answers each query with in-stock cars of the site in the price window, never the car itself", async () => {
    const requests = similarCarsRequests(testSite, page, now);
    const response = await app.inject({
      method: "POST",
      url: "/1/indexes/*/queries",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ requests }),
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as { results: { hits: { id: number }[] }[] };
    const ids = results.map((result) => result.hits.map((hit) => hit.id).sort());
    expect(ids).toEqual([[2], [2, 4], [2, 3, 4]]);
  });
});

describe("GET /api/cars/{slug}/similar-ids", () => {
  it("answers the ids the vehicle page would show, in its order, at most count", async () => {
    const all = await app.inject({ url: "/api/cars/car-1/similar-ids" });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ ids: [2, 4, 3] });
    const two = await app.inject({ url: "/api/cars/car-1/similar-ids?count=2" });
    expect(two.json()).toEqual({ ids: [2, 4] });
  });

  it("names a bad count, and answers 404 for a car the site does not list", async () => {
    const bad = await app.inject({ url: "/api/cars/car-1/similar-ids?count=100" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "count must be 1 to 24" });
    const elsewhere = await app.inject({ url: "/api/cars/car-7/similar-ids" });
    expect(elsewhere.statusCode).toBe(404);
  });
});
