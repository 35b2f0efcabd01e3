import { describe, expect, it } from "vitest";
import { dealerGroupSite, resultOf, searchOf } from "../test-fixtures.ts";
import { facetPanelData, headingSearch, searchHeadingData } from "./search-blocks-data.ts";

const site = dealerGroupSite();

describe("searchHeadingData", () => {
  it("names what is listed and how many match", () => {
    const { search } = searchOf(site, { lists: { make: ["Toyota"], model: ["HiLux"] } });
    expect(searchHeadingData(headingSearch(search))).toEqual({
      title: "Toyota HiLux",
      count: 12,
      status: "ready",
    });
  });

  it("has no count before the first result arrives", () => {
    const { search } = searchOf(site, {}, { status: "loading", result: undefined });
    expect(searchHeadingData(headingSearch(search))).toMatchObject({
      count: undefined,
      status: "loading",
    });
  });
});

describe("facetPanelData", () => {
  it("shows the site's facets, in its order, with the search's counts and choices", () => {
    const result = resultOf(3, { make: { Toyota: 3 } });
    const { search } = searchOf(site, { lists: { make: ["Toyota"] } }, { result });
    const data = facetPanelData({ site, search });
    expect(data.facets.slice(0, 3)).toEqual(["make", "model", "car_type"]);
    expect(data.result).toBe(result);
    expect(data.refinements.lists).toEqual({ make: ["Toyota"] });
    expect(data.priceSliderMax).toBe(100000);
    expect(data.certifiedOnly).toBe(false);
  });

  it("passes a filter the shopper changes on to the search", () => {
    const { search, changes } = searchOf(site);
    const next = { ...search.refinements, lists: { body: ["Ute"] } };
    facetPanelData({ site, search }).onChange(next);
    expect(changes).toEqual([next]);
  });
});
