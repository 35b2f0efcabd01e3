import { describe, expect, it } from "vitest";
import { isReserved } from "./availability.ts";

describe("reserved", () => {
  it("is a car a reservation holds, until it is sold", () => {
    expect(isReserved({ status: "in_stock", reserved: true })).toBe(true);
    expect(isReserved({ status: "coming_soon", reserved: true })).toBe(true);
    expect(isReserved({ status: "in_stock", reserved: false })).toBe(false);
    expect(isReserved({ status: "in_stock" })).toBe(false);
    expect(isReserved({ status: "sold", reserved: true })).toBe(false);
  });
});
