import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random.ts";

describe("seeded random", () => {
  it("repeats for the same seed and differs between seeds, within 0 to 1", () => {
    const first = Array.from({ length: 5 }, seededRandom("search-a"));
    expect(Array.from({ length: 5 }, seededRandom("search-a"))).toEqual(first);
    expect(Array.from({ length: 5 }, seededRandom("search-b"))).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
