import { describe, expect, it } from "vitest";
import { hasCurrentOffers, visibleMenu } from "./menus.ts";

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
    expect(hasCurrentOffers([], now)).toBe(false);
    expect(hasCurrentOffers([{ expiry: "2026-06-29" }], now)).toBe(false);
    expect(hasCurrentOffers([{ expiry: "2026-06-30" }], now)).toBe(true);
    expect(hasCurrentOffers([{ expiry: "2026-06-30" }], new Date(2026, 6, 1, 0, 0))).toBe(false);
    expect(hasCurrentOffers([{ expiry: "2026-06-30T08:00:00" }], now)).toBe(false);
    expect(hasCurrentOffers([{ expiry: "2026-06-29" }, {}], now)).toBe(true);
  });
});
