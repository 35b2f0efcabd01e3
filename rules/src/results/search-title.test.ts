import { describe, expect, it } from "vitest";
import { emptyRefinements } from "../search/search-refinements.ts";
import { searchTitle } from "./search-title.ts";

const titleFor = (lists: Record<string, string[]>) => searchTitle({ ...emptyRefinements(), lists });

describe("the heading of a search", () => {
  it("names one make and model, or one make's cars", () => {
    expect(titleFor({ make: ["Toyota"], model: ["Corolla"] })).toBe("Toyota Corolla");
    expect(titleFor({ make: ["Toyota"] })).toBe("Toyota Cars");
    expect(titleFor({ make: ["Toyota"], model: ["Corolla", "Camry"] })).toBe("Toyota Cars");
  });
  it("names one dealership's stock", () => {
    expect(titleFor({ dealership_name: ["Group Toyota"] })).toBe("Group Toyota Stock");
  });
  it("names the stock types, two of them joined in order", () => {
    expect(titleFor({ car_type: ["used"] })).toBe("Used Cars");
    expect(titleFor({ car_type: ["demo", "new"] })).toBe("New and Demo Cars");
    expect(titleFor({ car_type: ["used", "new"] })).toBe("New and Used Cars");
  });
  it("says Cars when nothing narrows it", () => {
    expect(titleFor({})).toBe("Cars");
    expect(titleFor({ make: ["Toyota", "Mazda"] })).toBe("Cars");
    expect(titleFor({ car_type: ["new", "demo", "used"] })).toBe("Cars");
  });
});
