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
    const site = { slug: "group", timeZone: "Australia/Sydney" };
    // 09:00 on 30 June in Sydney.
    const now = new Date("2026-06-29T23:00:00Z");
    const current = (offers: { expiry?: string }[], at = now) => hasCurrentOffers(offers, site, at);
    expect(current([])).toBe(false);
    expect(current([{ expiry: "2026-06-29" }])).toBe(false);
    expect(current([{ expiry: "2026-06-30" }])).toBe(true);
    // 00:00 on 1 July in Sydney.
    expect(current([{ expiry: "2026-06-30" }], new Date("2026-06-30T14:00:00Z"))).toBe(false);
    expect(current([{ expiry: "2026-06-30T08:00:00+10:00" }])).toBe(false);
    expect(current([{ expiry: "2026-06-29" }, {}])).toBe(true);
  });

  it("leave out offers excluded from this site", () => {
    const now = new Date("2026-06-29T23:00:00Z");
    const offer = { excluded_website_ids: ["group"] };
    const timeZone = "Australia/Sydney";
    expect(hasCurrentOffers([offer], { slug: "group", timeZone }, now)).toBe(false);
    expect(hasCurrentOffers([offer], { slug: "harbour-city", timeZone }, now)).toBe(true);
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
