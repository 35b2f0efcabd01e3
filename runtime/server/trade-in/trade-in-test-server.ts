import { siteDefinition, type VehicleRecord } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { signInPlugin } from "../auth/sign-in-plugin.ts";
import { printingCodeProvider } from "../auth/sign-in-test-server.ts";
import { numberedTestCar, testServer, testSiteWith } from "../http/test-server.ts";
import { leadsPlugin } from "../leads/leads-plugin.ts";
import type { Store } from "../store/open-store.ts";
import type { TradeInAdapters } from "./trade-in-adapters.ts";
import { tradeInPlugin } from "./trade-in-routes.ts";

export const recentYear = new Date().getUTCFullYear() - 2;

/** The group site lists Kia among its brands; the other site posts valuations. */
const sites = [
  testSiteWith({
    dealerships: [{ id: "d1", slug: "group-mazda", name: "Group Mazda", manufacturers: ["Mazda"] }],
  }),
  siteDefinition.parse({
    version: 1,
    slug: "other",
    name: "Other Cars",
    template: "used-car-dealer",
    domains: ["other.localhost"],
    vehiclePage: { tradeInValuationPost: true },
  }),
];

const car = (id: number, fields: Partial<VehicleRecord>): VehicleRecord =>
  numberedTestCar(id, {
    make: "Mazda",
    model: "CX-5",
    badge: "Maxx Sport",
    year: recentYear,
    km: 30_000,
    price: 30_000,
    ...fields,
  });

/** Four CX-5s of the recent year (one a GT), one Corolla. */
const tradeInStock = [
  car(1, { price: 28_000 }),
  car(2, { price: 30_000 }),
  car(3, { price: 32_000, badge: "GT" }),
  car(4, { price: 30_000, autograb_data: { market_range_min: 29_000, market_range_max: 31_000 } }),
  car(5, { make: "Toyota", model: "Corolla", badge: "Ascent Sport", price: 25_000 }),
];

/** The storefront server with leads, sign-in (codes in `printed`) and the trade-in API. */
export async function tradeInTestServer(store: Store, adapters?: TradeInAdapters) {
  const { provider, lastCode } = printingCodeProvider();
  const app: FastifyInstance = await testServer({
    sites,
    vehicles: tradeInStock,
    store,
    rateLimits: false,
    plugins: [leadsPlugin(), signInPlugin({ provider }), tradeInPlugin(adapters)],
  });
  return { app, lastCode };
}

/** The adjustment answers: all yes unless given. */
export const answers = (fields: Record<string, boolean> = {}) => ({
  service_history: true,
  working_components: true,
  two_key_sets: true,
  no_illegal_modifications: true,
  good_condition: true,
  ...fields,
});

/** A trade-in lead as the valuation page sends it. */
export const tradeInLead = {
  name: "Jo",
  email: "jo@example.com",
  category: "Trade In",
  trade_in: { make: "Mazda", model: "CX-5", year: recentYear, km: 40_000 },
};
