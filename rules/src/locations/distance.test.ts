import { describe, expect, it } from "vitest";
import { byDistance, distanceKm, formatDistance } from "./distance.ts";

const sydney = { lat: -33.8688, long: 151.2093 };
const melbourne = { lat: -37.8136, long: 144.9631 };
const parramatta = { lat: -33.815, long: 151.0034 };

describe("distance from a shopper", () => {
  it("measures great-circle kilometres on a 6371 km earth", () => {
    expect(distanceKm(sydney, melbourne)).toBeCloseTo(713.4, 0);
    expect(distanceKm(sydney, sydney)).toBe(0);
    // A quarter of the way round the equator.
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 0, long: 90 })).toBeCloseTo(
      (Math.PI * 6371) / 2,
      6,
    );
  });

  it("orders locations nearest first and shows one decimal under 100 km", () => {
    const sorted = byDistance(
      [
        { name: "Melbourne", address: melbourne },
        { name: "Parramatta", address: parramatta },
      ],
      sydney,
    );
    expect(sorted.map((entry) => entry.location.name)).toEqual(["Parramatta", "Melbourne"]);
    expect(formatDistance(sorted[0]?.km ?? 0)).toBe("19.9 km");
    expect(formatDistance(sorted[1]?.km ?? 0)).toBe("713 km");
    expect(formatDistance(1234.4)).toBe("1,234 km");
  });
});
