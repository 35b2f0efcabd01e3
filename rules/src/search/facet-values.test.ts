import { describe, expect, it } from "vitest";
import { facetValues, visibleFacetValues } from "./facet-values.ts";

describe("facet lists", () => {
  const makes = facetValues(
    Object.fromEntries(
      ["Toyota", "Mazda", "Ford", "Kia", "Hyundai", "Nissan", "MG", "BYD", "Isuzu"].map(
        (make, i) => [make, 100 - i],
      ),
    ),
  );
  it("shows the first 7 makes, then 'Show all makes' reveals the rest", () => {
    expect(visibleFacetValues("make", makes)).toMatchObject({ hidden: 2 });
    expect(visibleFacetValues("make", makes).shown).toHaveLength(7);
    expect(visibleFacetValues("make", makes, { expanded: true }).shown).toHaveLength(9);
  });
  it("keeps a refined make visible even past the first 7", () => {
    expect(
      visibleFacetValues("make", makes, { refined: ["Isuzu"] }).shown.map((v) => v.value),
    ).toContain("Isuzu");
  });
  it("limits models to 30", () => {
    const models = facetValues(
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`Model ${i}`, 40 - i])),
    );
    expect(visibleFacetValues("model", models).shown).toHaveLength(30);
  });
  it("hides certified 'false' on certified-only sites", () => {
    const values = facetValues({ true: 10, false: 30 });
    expect(
      visibleFacetValues("certified", values, { certifiedOnly: true }).shown.map((v) => v.value),
    ).toEqual(["true"]);
    expect(visibleFacetValues("certified", values).shown).toHaveLength(2);
  });
});
