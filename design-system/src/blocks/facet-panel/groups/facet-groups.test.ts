import { visibleFacetValues } from "@storefront/rules/search/facet-values";
import { emptyRefinements, type Refinements } from "@storefront/rules/search/search-refinements";
import { describe, expect, it } from "vitest";
import type { SearchResult } from "../../search-data.ts";
import { facetGroups } from "./facet-groups.ts";

const result: SearchResult = {
  hits: [],
  count: 120,
  page: 1,
  pages: 6,
  ms: 4,
  facets: {
    make: { Toyota: 60, Mazda: 40, Kia: 20 },
    model: { HiLux: 30, RAV4: 30 },
    simple_body: { SUV: 70, Ute: 50 },
    certified: { true: 30, false: 90 },
  },
  facetStats: { price: { min: 8990, max: 74990 }, year: { min: 2012, max: 2025 } },
};

const groups = (refinements: Partial<Refinements> = {}, extra: { certifiedOnly?: boolean } = {}) =>
  facetGroups({
    facets: ["make", "model", "body", "price", "km", "year", "certified", "colour"],
    result,
    refinements: { ...emptyRefinements(), ...refinements },
    certifiedOnly: extra.certifiedOnly ?? false,
    priceSliderMax: 100000,
  });

describe("facet panel groups", () => {
  it("follows the site's order and leaves out facets with nothing to choose", () => {
    expect(groups().map((group) => group.facet)).toEqual([
      "make",
      "model",
      "body",
      "price",
      "year",
      "certified",
    ]);
  });

  it("lists at most 30 models, the most common first, with or without a make", () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`Model ${i}`, 100 - i]));
    const model = facetGroups({
      facets: ["model"],
      result: { ...result, facets: { model: many } },
      refinements: emptyRefinements(),
      certifiedOnly: false,
      priceSliderMax: 100000,
    })[0];
    const shown = model?.kind === "list" ? visibleFacetValues("model", model.values).shown : [];
    expect(shown).toHaveLength(30);
    expect(shown[0]).toEqual({ value: "Model 0", count: 100 });
    expect(groups({ lists: { make: ["Toyota"] } }).map((group) => group.facet)).toContain("model");
  });

  it("keeps a refined value the counts no longer hold, with a count of 0", () => {
    const make = groups({ lists: { make: ["Jeep"] } })[0];
    expect(make?.kind === "list" && make.values.at(-1)).toEqual({ value: "Jeep", count: 0 });
  });

  it("takes slider bounds from the stats, and price from 0 to the maximum without them", () => {
    const price = groups().find((group) => group.facet === "price");
    expect(price?.kind === "range" && price.bounds).toEqual({ min: 8000, max: 75000 });
    const bare = facetGroups({
      facets: ["price", "km"],
      result: undefined,
      refinements: emptyRefinements(),
      certifiedOnly: false,
      priceSliderMax: 100000,
    });
    expect(bare).toEqual([
      { kind: "range", facet: "price", label: "Price", bounds: { min: 0, max: 100000 } },
    ]);
  });

  it("drops a certified facet left with only 'false' on a certified-only site", () => {
    const onlyFalse = facetGroups({
      facets: ["certified"],
      result: { ...result, facets: { certified: { false: 12 } } },
      refinements: emptyRefinements(),
      certifiedOnly: true,
      priceSliderMax: 100000,
    });
    expect(onlyFalse).toEqual([]);
  });
});
