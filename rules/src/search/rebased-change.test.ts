import { describe, expect, it } from "vitest";
import { rebasedChange } from "./rebased-change.ts";
import { emptyRefinements, type Refinements } from "./search-refinements.ts";

const search = (change: Partial<Refinements>): Refinements => ({
  ...emptyRefinements(),
  ...change,
});

describe("a change made before the previous one's results are shown", () => {
  it("keeps both of two makes ticked one after the other", () => {
    const shown = search({});
    const chosen = search({ lists: { make: ["Toyota"] } });
    const next = search({ lists: { make: ["Mazda"] } });
    expect(rebasedChange(shown, next, chosen).lists).toEqual({ make: ["Toyota", "Mazda"] });
  });

  it("keeps a car type ticked in one facet when a make is ticked in another", () => {
    const shown = search({ page: 3 });
    const chosen = search({ lists: { car_type: ["Used"] }, page: 1 });
    const next = search({ lists: { make: ["Kia"] }, page: 1 });
    expect(rebasedChange(shown, next, chosen)).toEqual(
      search({ lists: { car_type: ["Used"], make: ["Kia"] }, page: 1 }),
    );
  });

  it("unticks what the change unticks, and keeps the chosen sort the change left alone", () => {
    const shown = search({ lists: { make: ["Kia", "Ford"] } });
    const chosen = search({ lists: { make: ["Kia", "Ford", "Audi"] }, sortBy: "price_asc" });
    const next = search({ lists: { make: ["Ford"] } });
    expect(rebasedChange(shown, next, chosen)).toEqual(
      search({ lists: { make: ["Ford", "Audi"] }, sortBy: "price_asc" }),
    );
  });

  it("takes the change's own range, sort and words over the chosen ones", () => {
    const shown = search({});
    const chosen = search({ ranges: { price: { min: 10_000 } }, query: "ute" });
    const next = search({ ranges: { price: { max: 30_000 } }, sortBy: "year_desc" });
    expect(rebasedChange(shown, next, chosen)).toEqual(
      search({ ranges: { price: { max: 30_000 } }, sortBy: "year_desc", query: "ute" }),
    );
  });

  it("drops a facet the change clears when the chosen search held only what was cleared", () => {
    const shown = search({ lists: { make: ["Kia"] } });
    const chosen = search({ lists: { make: ["Kia"] }, query: "hybrid" });
    const next = search({});
    expect(rebasedChange(shown, next, chosen)).toEqual(search({ query: "hybrid" }));
  });
});
