import { describe, expect, it } from "vitest";
import { toSlug } from "./slug.ts";

describe("slugs", () => {
  it("makes URL segments from makes and models", () => {
    expect(toSlug("Mercedes-Benz")).toBe("mercedes-benz");
    expect(toSlug("CX-5")).toBe("cx-5");
    expect(toSlug("Land Rover")).toBe("land-rover");
    expect(toSlug("Citroën C4")).toBe("citroen-c4");
  });
});
