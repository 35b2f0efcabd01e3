import { describe, expect, it } from "vitest";
import { visibleMenu } from "./menus.ts";

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
});
