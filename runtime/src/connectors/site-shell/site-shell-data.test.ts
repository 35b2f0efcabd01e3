import { afterEach, describe, expect, it } from "vitest";
import { catalogueOf, dealerGroupSite } from "../test-fixtures.ts";
import { siteFooterData, siteHeaderData } from "./site-shell-data.ts";

const site = dealerGroupSite();
const now = new Date("2026-11-21T00:00:00Z");
const catalogue = catalogueOf(
  { "Toyota > Corolla": 6, "Toyota > HiLux": 3, "Mazda > CX-5": 2 },
  { car_type: { used: 8, new: 3 } },
);

afterEach(() => {
  delete (globalThis as { dataLayer?: unknown }).dataLayer;
});

describe("siteHeaderData", () => {
  const header = (overrides: Partial<Parameters<typeof siteHeaderData>[0]> = {}) =>
    siteHeaderData({ site, now, catalogue, ...overrides });

  it("lists in the Stock menu the stock types in stock, then all stock, with their counts", () => {
    expect(header().stock).toEqual([
      { label: "New Cars", href: "/search/new-cars", count: 3 },
      { label: "Used Cars", href: "/search/used-cars", count: 8 },
      { label: "All Stock", href: "/search/new-used-and-demo-cars/", count: 11 },
    ]);
  });

  it("offers every stock type, without counts, while the catalogue loads", () => {
    const data = header({ catalogue: undefined });
    expect(data.stock.map((link) => [link.label, link.count])).toEqual([
      ["New Cars", undefined],
      ["Demo Cars", undefined],
      ["Used Cars", undefined],
      ["All Stock", undefined],
    ]);
    expect(data.models).toEqual([]);
  });

  it("fills the Vehicles menu with the models in stock, by make", () => {
    expect(
      header().models.map((entry) => [entry.make, entry.models.map((model) => model.label)]),
    ).toEqual([
      ["Mazda", ["CX-5"]],
      ["Toyota", ["Corolla", "HiLux"]],
    ]);
  });

  it("shows Offers while the dealer has a current offer, and drops it when there is none", () => {
    const names = (data: ReturnType<typeof header>) => data.menu.map((item) => item.name);
    expect(names(header())).toContain("Offers");
    expect(names(header({ site: { ...site, offers: [] } }))).not.toContain("Offers");
  });

  it("puts Sell My Car after Stock for a dealer that buys cars", () => {
    const navigation = { ...site.navigation, sellMyCar: true };
    const names = header({ site: { ...site, navigation } }).menu.map((item) => item.name);
    expect(names.slice(1, 4)).toEqual(["Vehicles", "Stock", "Sell My Car"]);
  });

  it("shows the primary sales location's phone, and a click on it is a phone-click event", () => {
    const data = header();
    expect(data.phone).toEqual({ label: "Southern Cross Toyota Sales", number: "07 3290 1100" });
    data.onPhoneClick?.("07 3290 1100");
    expect((globalThis as { dataLayer?: unknown }).dataLayer).toEqual([
      { event: "storefront_event", eventId: 25, phone: "07 3290 1100" },
    ]);
  });

  it("names the site", () => {
    expect(header().siteName).toBe("Southern Cross Motor Group");
  });
});

describe("siteFooterData", () => {
  it("lists the visible sales locations with their address and page, and no service desks", () => {
    const { locations } = siteFooterData({ site, now, catalogue });
    expect(locations).toHaveLength(7);
    expect(locations[0]).toEqual({
      name: "Southern Cross Toyota Sales",
      href: "/locations/southern-cross-toyota-sales",
      address: expect.stringMatching(/^3350 Pacific Highway, /),
      phone: "07 3290 1100",
    });
    const hidden = site.locations.map((location, index) => ({ ...location, visible: index > 0 }));
    expect(
      siteFooterData({ site: { ...site, locations: hidden }, now, catalogue }).locations,
    ).toHaveLength(6);
  });

  it("shows the year of the page load and the same models as the header", () => {
    const data = siteFooterData({ site, now, catalogue });
    expect(data.year).toBe(2026);
    // At 14:00 UTC on 31 December it is already the new year in Sydney, wherever this runs.
    const newYear = new Date("2026-12-31T14:00:00Z");
    const sydney = { ...site, timeZone: "Australia/Sydney" };
    expect(siteFooterData({ site: sydney, now: newYear, catalogue }).year).toBe(2027);
    const perth = { ...site, timeZone: "Australia/Perth" };
    expect(siteFooterData({ site: perth, now: newYear, catalogue }).year).toBe(2026);
    expect(data.models).toBe(siteHeaderData({ site, now, catalogue }).models);
  });

  it("keeps Offers out of its menus when the dealer has none", () => {
    const links = (offers: typeof site.offers) =>
      siteFooterData({ site: { ...site, offers }, now, catalogue }).menu.flatMap((item) =>
        (item.dropdown ?? []).map((entry) => entry.name),
      );
    expect(links(site.offers)).toContain("Offers");
    expect(links([])).not.toContain("Offers");
  });
});
