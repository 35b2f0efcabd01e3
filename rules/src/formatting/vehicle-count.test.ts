import { describe, expect, it } from "vitest";
import { vehicleCountLabel } from "./vehicle-count.ts";

describe("vehicle counts", () => {
  it("separates thousands and agrees in number", () => {
    expect(vehicleCountLabel(214)).toBe("214 vehicles");
    expect(vehicleCountLabel(1234)).toBe("1,234 vehicles");
    expect(vehicleCountLabel(1)).toBe("1 vehicle");
    expect(vehicleCountLabel(0)).toBe("0 vehicles");
  });
});
