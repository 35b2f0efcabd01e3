import { describe, expect, it } from "vitest";
import {
  describePositions,
  formatPositions,
  parsePositions,
  positionBeyondPage,
} from "./promo-positions.ts";

describe("promo card positions", () => {
  it("reads one position or a list of them", () => {
    expect(parsePositions("9")).toBe(9);
    expect(parsePositions("5, 10")).toEqual([5, 10]);
    expect(parsePositions("5 10,")).toEqual([5, 10]);
    expect(parsePositions("")).toBeUndefined();
  });

  it("keeps text that is not whole numbers so the draft reports it", () => {
    expect(parsePositions("fifth")).toBe("fifth");
    expect(parsePositions("5, 2.5")).toBe("5, 2.5");
  });

  it("writes positions back as the marketer types them", () => {
    expect(formatPositions(9)).toBe("9");
    expect(formatPositions([5, 10])).toBe("5, 10");
    expect(formatPositions(undefined)).toBe("");
  });

  it("flags a position beyond the page of results, as the draft check does", () => {
    expect(positionBeyondPage(9, 21)).toBeUndefined();
    expect(positionBeyondPage([5, 25], 21)).toBe("Position 25 is beyond a page of 21 results");
    expect(positionBeyondPage(22, 21)).toBe("Position 22 is beyond a page of 21 results");
  });

  it("describes positions for the card's summary", () => {
    expect(describePositions(9)).toBe("at position 9");
    expect(describePositions([5, 10])).toBe("at positions 5 and 10");
    expect(describePositions([2, 5, 10])).toBe("at positions 2, 5 and 10");
  });
});
