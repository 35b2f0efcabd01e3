import { describe, expect, it } from "vitest";
import { hasCurrentOffers, visibleMenu, withSellMyCar } from "./menus.ts";

const menu = [
  { name: "Home", url: "/" },
  { name: "Offers", url: "/special-offers" },
  {
    name: "Buyer Tools",
    dropdown: [
      { name: "Offers", url: "/special-offers/" },
      { name: "Trade In", url: "/trade-in" },
    ],
  },
  { name: "Deals", dropdown: [{ name: "Offers", url: "/special-offers" }] },
];

describe("menus", () => {
  it("show Offers only when the dealer has offers, nested entries included", () => {
    expect(visibleMenu(menu, true)).toEqual(menu);
    expect(visibleMenu(menu, false)).toEqual([
      { name: "Home", url: "/" },
      { name: "Buyer Tools", dropdown: [{ name: "Trade In", url: "/trade-in" }] },
    ]);
  });

  it("count only offers that have not expired, an offer running to the end of its expiry day", () => {
    const now = new Date(2026, 5, 30, 9, 0);
    const hasCurrentOffers_ = (offers: { expiry?: string }[], at: Date) =>
      hasCurrentOffers(offers, at, "group");
    expect(hasCurrentOffers_([], now)).toBe(false);
    expect(hasCurrentOffers_([{ expiry: "2026-06-29" }], now)).toBe(false);
    expect(hasCurrentOffers_([{ expiry: "2026-06-30" }], now)).toBe(true);
    expect(hasCurrentOffers_([{ expiry: "2026-06-30" }], new Date(2026, 6, 1, 0, 0))).toBe(false);
    expect(hasCurrentOffers_([{ expiry: "2026-06-30T08:00:00" }], now)).toBe(false);
    expect(hasCurrentOffers_([{ expiry: "2026-06-29" }, {}], now)).toBe(true);
  });

  it("leave out offers excluded from this site", () => {
    const now = new Date(2026, 5, 30, 9, 0);
    const offer = { excluded_website_ids: ["group"] };
    expect(hasCurrentOffers([offer], now, "group")).toBe(false);
    expect(hasCurrentOffers([offer], now, "harbour-city")).toBe(true);
  });

  it("put Sell My Car after Stock when the site has it, once", () => {
    const header = [
      { name: "Home", url: "/" },
      { name: "Stock", dynamic: "stock" as const },
      { name: "Company", url: "/about-us" },
    ];
    expect(withSellMyCar(header, false)).toEqual(header);
    expect(withSellMyCar(header, true).map((item) => item.name)).toEqual([
      "Home",
      "Stock",
      "Sell My Car",
      "Company",
    ]);
    const listed = withSellMyCar(header, true);
    expect(withSellMyCar(listed, true)).toEqual(listed);
    expect(withSellMyCar(listed, true)[2]).toEqual({ name: "Sell My Car", url: "/sell-my-car" });
  });
});
