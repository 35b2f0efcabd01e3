import { describe, expect, it } from "vitest";
import {
  choiceFromSelect,
  priceFromSelect,
  withChosenPrice,
  withChosenValue,
  withMake,
} from "./hero-search-filters.ts";

describe("hero search filters", () => {
  it("clears the model when another make is chosen", () => {
    const filters = { query: "hybrid", make: "Toyota", model: "RAV4", maxPrice: 50000 };
    expect(withMake(filters, "Mazda")).toEqual({
      query: "hybrid",
      make: "Mazda",
      model: undefined,
      maxPrice: 50000,
    });
    expect(withMake(filters, undefined).model).toBeUndefined();
  });

  it("keeps the model when the same make is chosen again", () => {
    const filters = { query: "", make: "Toyota", model: "RAV4" };
    expect(withMake(filters, "Toyota")).toBe(filters);
  });

  it("reads the 'any' option as no filter", () => {
    expect(choiceFromSelect("")).toBeUndefined();
    expect(choiceFromSelect("SUV")).toBe("SUV");
    expect(priceFromSelect("")).toBeUndefined();
    expect(priceFromSelect("40000")).toBe(40000);
  });

  it("keeps the chosen value listed when no vehicles match it", () => {
    const makes = [{ value: "Toyota", count: 214 }];
    expect(withChosenValue(makes, "Kia")).toEqual([{ value: "Kia", count: 0 }, ...makes]);
    expect(withChosenValue(makes, "Toyota")).toEqual(makes);
    expect(withChosenPrice([20000, 40000], 30000)).toEqual([20000, 30000, 40000]);
  });
});
