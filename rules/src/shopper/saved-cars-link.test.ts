import { describe, expect, it } from "vitest";
import { savedCarsLink, savedCarsPath } from "./saved-cars-link.ts";

describe("saved cars links", () => {
  it("name the page of each list, linked with its count once it holds a car", () => {
    expect(savedCarsLink("compare", 2)).toEqual({ href: "/compare", label: "Compare (2)" });
    expect(savedCarsLink("favourites", 1)).toEqual({
      href: "/favourites",
      label: "Favourites (1)",
    });
    expect(savedCarsLink("watchlist", 0)).toBeUndefined();
    expect(savedCarsPath("compare")).toBe("/compare");
    expect(savedCarsPath("favourites")).toBe("/favourites");
    expect(savedCarsPath("watchlist")).toBe("/watchlist");
  });
});
