import { siteDefinition } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServer, testSite } from "../http/test-server.ts";

const offer = (id: string, extra: object = {}) => ({ id, name: `Offer ${id}`, ...extra });

const location = (id: string, slug: string, extra: object = {}) => ({
  id,
  name: slug,
  slug,
  dealership_id: "d1",
  address: {
    street: "1 Bay Rd",
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    lat: -33.86,
    long: 151.2,
  },
  contact_detail: {},
  ...extra,
});

const site = siteDefinition.parse({
  ...testSite,
  locations: [
    location("l1", "group-toyota-sales"),
    location("l2", "hidden-yard", { visible: false }),
  ],
  offers: [
    offer("run-1", { manufacturer: "Toyota", categories: ["Finance offer"], price: 30000 }),
    offer("ended", { expiry: "2020-01-01" }),
    offer("elsewhere", { excluded_website_ids: ["group"] }),
    ...Array.from({ length: 24 }, (_, index) => offer(`bulk-${index + 1}`, { category: "Bulk" })),
  ],
});
const other = siteDefinition.parse({
  ...testSite,
  slug: "other",
  name: "Other Motors",
  domains: ["other.localhost"],
  offers: [],
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ sites: [site, other] });
});
afterAll(() => app.close());

const get = (url: string, host = "group.localhost") => app.inject({ url, headers: { host } });

describe("GET /sitemap.xml", () => {
  it("lists the site's pages, cars, running offers, brands, models and visible locations on its own host", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const origin = "http://group.localhost";
    expect(locs).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/search`,
        `${origin}/about-us`,
        `${origin}/special-offers`,
        `${origin}/offers/toyota/run-1`,
        `${origin}/offers/bulk-24`,
        `${origin}/kia/overview`,
        `${origin}/toyota/overview`,
        `${origin}/corolla`,
        `${origin}/cars/2022-toyota-corolla-ascent-sport-s1`,
        `${origin}/dealer-locator`,
        `${origin}/locations/group-toyota-sales`,
      ]),
    );
    expect(locs).not.toContain(`${origin}/offers/ended`);
    expect(locs).not.toContain(`${origin}/offers/elsewhere`);
    expect(locs).not.toContain(`${origin}/locations/hidden-yard`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("answers another host with that site's addresses, without an offers page when it has none", async () => {
    const body = (await get("/sitemap.xml", "other.localhost")).body;
    expect(body).toContain("<loc>http://other.localhost/</loc>");
    expect(body).not.toContain("group.localhost");
    expect(body).not.toContain("/special-offers");
  });
});

describe("GET /robots.txt", () => {
  it("points to the host's sitemap and keeps crawlers out of the APIs and the studio", async () => {
    const response = await get("/robots.txt", "other.localhost");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Sitemap: http://other.localhost/sitemap.xml");
    expect(response.body).toContain("Disallow: /api/");
    expect(response.body).toContain("Disallow: /studio/");
  });
});

describe("GET /api/offers", () => {
  it("answers the running offers 21 a page", async () => {
    const first = (await get("/api/offers")).json();
    expect(first).toMatchObject({ page: 1, nbPages: 2, nbHits: 25, hitsPerPage: 21 });
    expect(first.hits).toHaveLength(21);
    const second = (await get("/api/offers?page=2")).json();
    expect(second.hits.map((hit: { id: string }) => hit.id)).toEqual([
      "bulk-21",
      "bulk-22",
      "bulk-23",
      "bulk-24",
    ]);
  });

  it("filters by categories and price", async () => {
    const byCategory = (await get("/api/offers?categories=Finance%20offer")).json();
    expect(byCategory.hits.map((hit: { id: string }) => hit.id)).toEqual(["run-1"]);
    const byPrice = (await get("/api/offers?price_max=20000")).json();
    expect(byPrice.nbHits).toBe(0);
  });

  it("refuses a bad filter by name", async () => {
    const response = await get("/api/offers?page=zero&colour=red");
    expect(response.statusCode).toBe(400);
    const paths = response.json().problems.map((problem: { path: string }) => problem.path);
    expect(paths).toEqual(expect.arrayContaining(["page", "query"]));
  });
});

describe("GET /media/logos/{make}.svg", () => {
  it("answers the manufacturer's logo, or its first letter when the set has none", async () => {
    const toyota = await get("/media/logos/toyota.svg");
    expect(toyota.statusCode).toBe(200);
    expect(toyota.headers["content-type"]).toContain("image/svg+xml");
    expect(toyota.body).toContain("<title>Toyota</title>");
    const unknown = await get("/media/logos/zz-motors.svg");
    expect(unknown.body).toContain(">Z</text>");
    expect((await get("/media/logos/..%2Fsecret.svg")).statusCode).toBe(404);
  });
});
