import { describe, expect, it } from "vitest";
import { savedCarMarker, savedCarMarkerText } from "./saved-car-marker.ts";

const listed = (price: number, status = "in_stock") => ({ price, status });

describe("savedCarMarker", () => {
  it("marks a sold car and one the site no longer lists, whatever its price did", () => {
    expect(savedCarMarker(30000, listed(28000, "sold"))).toEqual({ kind: "sold" });
    expect(savedCarMarker(30000, undefined)).toEqual({ kind: "no-longer-listed" });
  });

  it("marks a price that dropped or rose since the car was saved", () => {
    const dropped = savedCarMarker(30000, listed(27990));
    expect(dropped).toEqual({ kind: "price-dropped", from: 30000, to: 27990 });
    expect(dropped && savedCarMarkerText(dropped)).toBe("Price dropped from $30,000 to $27,990");
    const rose = savedCarMarker(30000, listed(31500));
    expect(rose && savedCarMarkerText(rose)).toBe("Price changed from $30,000 to $31,500");
  });

  it("marks nothing for the same price, an unknown saved price or a car without a price", () => {
    expect(savedCarMarker(30000, listed(30000))).toBeNull();
    expect(savedCarMarker(null, listed(30000))).toBeNull();
    expect(savedCarMarker(30000, listed(0))).toBeNull();
  });
});
