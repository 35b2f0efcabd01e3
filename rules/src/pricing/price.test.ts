import { describe, expect, it } from "vitest";
import { hasPrice, priceText } from "./price.ts";

describe("price display", () => {
  it("treats 10 or less as no price and shows the no-price text", () => {
    expect(hasPrice(10)).toBe(false);
    expect(hasPrice(11)).toBe(true);
    expect(priceText(10, "Enquire for price.")).toBe("Enquire for price.");
    expect(priceText(0, "Enquire for price.")).toBe("Enquire for price.");
    expect(priceText(null, "Enquire for price.")).toBe("Enquire for price.");
    expect(priceText(45990, "Enquire for price.")).toBe("$45,990");
  });
});
