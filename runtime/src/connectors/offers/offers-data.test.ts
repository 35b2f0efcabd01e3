import { siteDefinition } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { offerFiltersFrom, offerListData, offerOfPath } from "./offers-data.ts";

const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group",
  template: "dealer-group",
  timeZone: "Australia/Brisbane",
  dealerships: [{ id: "d1", slug: "group-toyota", name: "Group Toyota" }],
  brands: { car: [{ title: "Toyota", slug: "toyota" }] },
  offers: [
    { id: "a", name: "A", manufacturer: "toyota", price: 100 },
    { id: "b", name: "B", category: "Service offer", expiry: "2026-06-30" },
  ],
});
const now = new Date("2026-07-01T10:00:00Z"); // 8 pm on 1 July in Brisbane: B has ended

describe("offerFiltersFrom", () => {
  it("reads the filters from the address and leaves out what makes no sense", () => {
    expect(offerFiltersFrom({ categories: "X,Y", price_max: "500", page: "2" })).toEqual({
      categories: ["X", "Y"],
      price_max: 500,
      page: 2,
    });
    expect(offerFiltersFrom({ price_min: "-4", page: "nonsense" })).toEqual({
      categories: [],
      page: 1,
    });
  });
});

describe("offerListData", () => {
  it("lists the running offers with links to their pages and between pages", () => {
    const data = offerListData({
      site,
      now,
      search: { price_max: 200 },
      pathname: "/special-offers",
    });
    expect(data.results.offers.map((offer) => offer.id)).toEqual(["a"]);
    // The card names the manufacturer as the site's brand list does, not as the offer wrote it.
    expect(data.results.offers[0]?.manufacturer).toBe("Toyota");
    expect(data.offerHref(data.results.offers[0] as never)).toBe("/offers/toyota/a");
    expect(data.pageHref(2)).toBe("/special-offers?price_max=200&page=2");
    expect(data.choices.categories).toEqual(["Finance offer"]);
  });
});

describe("offerOfPath", () => {
  it("finds a running offer by the last part of its address, not an ended one", () => {
    expect(offerOfPath(site, "/offers/toyota/a", now)).toMatchObject({
      name: "A",
      manufacturer: "Toyota",
    });
    expect(offerOfPath(site, "/offers/b", now)).toBeNull();
  });
});
