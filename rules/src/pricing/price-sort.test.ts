import { describe, expect, it } from "vitest";
import { priceSortFilter } from "./price-sort.ts";

describe("price sort", () => {
  const lowToHigh = { attribute: "price", order: "asc" } as const;

  it("leaves out $0 cars from a low-to-high price sort on sites that ask", () => {
    expect(priceSortFilter(lowToHigh, true)).toBe("price > 0");
  });
  it("adds nothing to other sorts, to the primary ranking, or on other sites", () => {
    expect(priceSortFilter({ attribute: "price", order: "desc" }, true)).toBeUndefined();
    expect(priceSortFilter({ attribute: "km", order: "asc" }, true)).toBeUndefined();
    expect(priceSortFilter(undefined, true)).toBeUndefined();
    expect(priceSortFilter(lowToHigh, false)).toBeUndefined();
  });
});
