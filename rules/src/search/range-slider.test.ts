import { describe, expect, it } from "vitest";
import {
  formatRangeValue,
  rangeRefinement,
  rangeSliderStep,
  roundRangeValue,
  sliderThumbs,
} from "./range-slider.ts";
import { rangeSliderBounds } from "./range-slider-bounds.ts";

describe("range facet sliders", () => {
  it("takes price bounds from the stats, widened to whole thousands", () => {
    expect(rangeSliderBounds("price", { min: 8990, max: 189990 }, 100000)).toEqual({
      min: 8000,
      max: 190000,
    });
  });

  it("falls back to 0 to the price slider maximum (default 100000) before stats exist", () => {
    expect(rangeSliderBounds("price", undefined, 100000)).toEqual({ min: 0, max: 100000 });
    expect(rangeSliderBounds("price", undefined, 250000)).toEqual({ min: 0, max: 250000 });
  });

  it("has no km or year slider without stats", () => {
    expect(rangeSliderBounds("km", undefined, 100000)).toBeUndefined();
    expect(rangeSliderBounds("year", undefined, 100000)).toBeUndefined();
  });

  it("keeps year bounds in whole years", () => {
    expect(rangeSliderBounds("year", { min: 2009, max: 2026 }, 100000)).toEqual({
      min: 2009,
      max: 2026,
    });
    expect(rangeSliderBounds("year", { min: 2024, max: 2024 }, 100000)).toEqual({
      min: 2024,
      max: 2025,
    });
  });

  it("steps by one hundredth of the span, and years by whole years", () => {
    expect(rangeSliderStep("price", { min: 0, max: 100000 })).toBe(1000);
    expect(rangeSliderStep("price", { min: 8000, max: 190000 })).toBe(1820);
    expect(rangeSliderStep("km", { min: 0, max: 249000 })).toBe(2490);
    expect(rangeSliderStep("year", { min: 2009, max: 2026 })).toBe(1);
  });

  it("rounds price and km to the nearest 1000 and years to whole years", () => {
    expect(roundRangeValue("price", 25460)).toBe(25000);
    expect(roundRangeValue("km", 48500)).toBe(49000);
    expect(roundRangeValue("year", 2018.6)).toBe(2019);
  });

  it("puts a missing side of the refinement on its bound", () => {
    const bounds = { min: 8000, max: 190000 };
    expect(sliderThumbs(undefined, bounds)).toEqual([8000, 190000]);
    expect(sliderThumbs({ min: 20000 }, bounds)).toEqual([20000, 190000]);
    expect(sliderThumbs({ min: 0, max: 500000 }, bounds)).toEqual([8000, 190000]);
  });

  it("refines to whole thousands, leaving out a side that sits on its bound", () => {
    const bounds = { min: 8000, max: 190000 };
    expect(rangeRefinement("price", [25460, 60120], bounds)).toEqual({ min: 25000, max: 60000 });
    expect(rangeRefinement("price", [25460, 190000], bounds)).toEqual({ min: 25000 });
    expect(rangeRefinement("price", [8000, 40000], bounds)).toEqual({ max: 40000 });
  });

  it("clears the refinement when both thumbs are back on the bounds", () => {
    expect(rangeRefinement("price", [8000, 190000], { min: 8000, max: 190000 })).toBeUndefined();
    expect(rangeRefinement("price", [8300, 189700], { min: 8000, max: 190000 })).toBeUndefined();
  });

  it("never lets the minimum pass the maximum after rounding", () => {
    expect(rangeRefinement("price", [30600, 30400], { min: 0, max: 100000 })).toEqual({
      min: 30000,
      max: 30000,
    });
    expect(rangeRefinement("year", [2021.4, 2019.2], { min: 2009, max: 2026 })).toEqual({
      min: 2019,
      max: 2019,
    });
  });

  it("keeps years whole", () => {
    expect(rangeRefinement("year", [2015.3, 2026], { min: 2009, max: 2026 })).toEqual({
      min: 2015,
    });
  });

  it("formats values as money, kilometres and years", () => {
    expect(formatRangeValue("price", 25000)).toBe("$25,000");
    expect(formatRangeValue("km", 48000)).toBe("48,000 km");
    expect(formatRangeValue("year", 2019)).toBe("2019");
  });
});
