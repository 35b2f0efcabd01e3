import { describe, expect, it } from "vitest";
import { freeId } from "./free-id.ts";

describe("a new entry's id", () => {
  it("numbers on from the entries there are", () => {
    expect(freeId("location", ["location-1", "location-2"])).toBe("location-3");
  });

  it("never repeats an id still in use after an earlier entry was removed", () => {
    // location-1 was deleted: counting alone would give location-2 a second time.
    expect(freeId("location", ["location-2"])).toBe("location-3");
  });
});
