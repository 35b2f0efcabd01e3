import { describe, expect, it } from "vitest";
import {
  formatRangeParam,
  parseRangeParam,
  refineRange,
  sliderBounds,
  sliderStep,
} from "./range.ts";

describe("range sliders", () => {
  it("round to 1000, stay in bounds and never cross", () => {
    const bounds = { min: 0, max: 100000 };
    expect(refineRange({ min: 12499, max: 45600 }, bounds)).toEqual({ min: 12000, max: 46000 });
    expect(refineRange({ min: -5000, max: 250000 }, bounds)).toEqual({ min: 0, max: 100000 });
    expect(refineRange({ min: 60000, max: 40000 }, bounds)).toEqual({ min: 40000, max: 40000 });
  });
  it("step one hundredth of the span; bounds come from the facet stats or the default maximum", () => {
    expect(sliderStep({ min: 5000, max: 105000 })).toBe(1000);
    expect(sliderBounds({ min: 4990, max: 89990 }, 100000)).toEqual({ min: 4000, max: 90000 });
    expect(sliderBounds(undefined, 100000)).toEqual({ min: 0, max: 100000 });
  });
  it("travel as 'min:max'", () => {
    expect(formatRangeParam({ min: 10000, max: 30000 })).toBe("10000:30000");
    expect(parseRangeParam("10000:30000")).toEqual({ min: 10000, max: 30000 });
    expect(parseRangeParam(":30000")).toEqual({ max: 30000 });
    expect(parseRangeParam("30000:10000")).toEqual({ min: 10000, max: 30000 });
    expect(parseRangeParam("cheap")).toBeUndefined();
  });
});
