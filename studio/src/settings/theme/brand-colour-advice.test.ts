import { describe, expect, it } from "vitest";
import { brandColourAdvice } from "./brand-colour-advice.ts";

describe("brand colour advice", () => {
  it("says nothing about a dark, readable colour", () => {
    expect(brandColourAdvice("#0b3d91")).toBeUndefined();
  });

  it("says nothing while the colour is unset or not yet a colour", () => {
    expect(brandColourAdvice(undefined)).toBeUndefined();
  });

  it("warns that a pale yellow stands out poorly against the page", () => {
    const advice = brandColourAdvice("#ffe066");
    expect(advice).toMatch(/Against the white page it reaches only 1\.\d:1/);
  });

  it("warns that a mid blue gets black text because white would be too faint", () => {
    expect(brandColourAdvice("#1e88e5")).toBe(
      "White text on #1e88e5 reaches only 3.5:1 (4.5:1 is needed), so text on this colour will be black.",
    );
  });
});
