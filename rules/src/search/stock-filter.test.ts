import { describe, expect, it } from "vitest";
import { dealerStockFilter, isListedStock } from "./stock-filter.ts";

const now = new Date("2026-11-21T00:00:00Z");
const nowSeconds = now.getTime() / 1000;

describe("dealer stock filter", () => {
  it("lists in-stock and coming-soon cars, cars sold in the last 3 days, shown on the website, at visibility 3", () => {
    expect(dealerStockFilter({ soldDays: 3, visibilityLevel: 3, now })).toBe(
      `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${nowSeconds - 3 * 86400}) AND show_on_dealer_website:true AND visibility <= 3`,
    );
  });
  it("reads the clock to the minute, so shoppers in the same minute send the same filter", () => {
    const filterAt = (iso: string) =>
      dealerStockFilter({ soldDays: 3, visibilityLevel: 3, now: new Date(iso) });
    expect(filterAt("2026-11-21T10:15:59.999Z")).toBe(filterAt("2026-11-21T10:15:00Z"));
    expect(filterAt("2026-11-21T10:16:00Z")).not.toBe(filterAt("2026-11-21T10:15:59Z"));
    expect(filterAt("2026-11-21T10:15:42Z")).toContain(
      `sold_date_timestamp > ${Date.parse("2026-11-21T10:15:00Z") / 1000 - 3 * 86400})`,
    );
  });
  it("limits a dealer site to its dealerships and visibility level", () => {
    expect(
      dealerStockFilter({
        soldDays: 0,
        visibilityLevel: 14,
        now,
        dealershipIds: ["sc-toyota", 'odd"id'],
      }),
    ).toBe(
      `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${nowSeconds}) AND show_on_dealer_website:true AND visibility <= 14 AND (dealership_id:"sc-toyota" OR dealership_id:"odd\\"id")`,
    );
  });
});

describe("one car against the dealer stock filter", () => {
  const listed = (car: object, soldDays = 3) =>
    isListedStock(
      { status: "in_stock", show_on_dealer_website: true, visibility: 0, ...car },
      { soldDays, visibilityLevel: 3, now },
    );
  it("lists available cars, and sold cars only inside the sold window", () => {
    expect(listed({})).toBe(true);
    expect(listed({ status: "coming_soon" })).toBe(true);
    expect(listed({ status: "sold", sold_date_timestamp: nowSeconds - 2 * 86400 })).toBe(true);
    expect(listed({ status: "sold", sold_date_timestamp: nowSeconds - 4 * 86400 })).toBe(false);
    expect(listed({ status: "sold", sold_date_timestamp: nowSeconds - 4 * 86400 }, 7)).toBe(true);
    expect(listed({ status: "sold", sold_date_timestamp: null })).toBe(false);
  });
  it("leaves out cars hidden from the website or above the site's visibility level", () => {
    expect(listed({ show_on_dealer_website: false })).toBe(false);
    expect(listed({ visibility: 3 })).toBe(true);
    expect(listed({ visibility: 4 })).toBe(false);
  });
});
