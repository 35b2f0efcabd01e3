import type { HeroSearchFilters } from "@storefront/design-system/blocks/hero-search/index.ts";
import { describe, expect, it } from "vitest";
import { catalogueOf, dealerGroupSite } from "../test-fixtures.ts";
import {
  brandGridData,
  facetTilesData,
  heroSearchCountsAllStock,
  heroSearchData,
  heroSearchRefinements,
} from "./home-blocks-data.ts";

const site = dealerGroupSite();
const catalogue = catalogueOf(
  { "Toyota > Corolla": 6, "Toyota > HiLux": 9, "Mazda > CX-5": 2 },
  { simple_body: { SUV: 2, Ute: 9, Hatch: 6 } },
);

function hero(
  filters: HeroSearchFilters,
  overrides: Partial<Parameters<typeof heroSearchData>[0]> = {},
) {
  const went: string[] = [];
  const data = heroSearchData({
    site,
    catalogue,
    filters,
    settled: filters,
    count: { data: 4, isFetching: false },
    onChange: () => undefined,
    go: (href) => went.push(href),
    ...overrides,
  });
  return { data, went };
}

describe("heroSearchData", () => {
  it("offers the makes and body types in stock, best-stocked first", () => {
    const { options } = hero({ query: "" }).data;
    expect(options.makes).toEqual([
      { value: "Toyota", count: 15 },
      { value: "Mazda", count: 2 },
    ]);
    expect(options.bodies.map((body) => body.value)).toEqual(["Ute", "Hatch", "SUV"]);
    expect(options.maxPrices[0]).toBe(10000);
  });

  it("offers models only once a make is chosen, each with its count", () => {
    expect(hero({ query: "" }).data.options.models).toEqual([]);
    expect(hero({ query: "", make: "Toyota" }).data.options.models).toEqual([
      { value: "Corolla", count: 6 },
      { value: "HiLux", count: 9 },
    ]);
  });

  it("counts all stock from the catalogue until something is chosen, then the live count", () => {
    expect(hero({ query: "  " }).data.count).toBe(17);
    expect(hero({ query: "", body: "Ute" }).data.count).toBe(4);
  });

  it("shows a count on its way while the shopper is still typing or it is being fetched", () => {
    const typing = hero({ query: "hilu" }, { settled: { query: "hil" } }).data;
    expect(typing.counting).toBe(true);
    expect(hero({ query: "hilux" }).data.counting).toBe(false);
    expect(hero({ query: "hilux" }, { count: { data: 4, isFetching: true } }).data.counting).toBe(
      true,
    );
  });

  it("Show Me goes to the search for the chosen filters", () => {
    const { data, went } = hero({ query: "" });
    data.onSubmit({ query: " hybrid ", make: "Toyota", model: "HiLux", maxPrice: 30000 });
    data.onSubmit({ query: "" });
    expect(went).toEqual([
      "/search/toyota/hilux?query=hybrid&price=:30000",
      "/search/new-used-and-demo-cars/",
    ]);
  });
});

describe("heroSearchRefinements", () => {
  it("keeps a model only with its make, and the price as a ceiling", () => {
    const refinements = heroSearchRefinements({ query: "", model: "HiLux", maxPrice: 20000 });
    expect(refinements.lists).toEqual({});
    expect(refinements.ranges).toEqual({ price: { max: 20000 } });
    expect(heroSearchCountsAllStock({ query: "", model: "HiLux" })).toBe(true);
    expect(heroSearchCountsAllStock({ query: "", maxPrice: 20000 })).toBe(false);
  });
});

describe("facetTilesData", () => {
  it("has a tile per make in stock, linking to the make's search", () => {
    expect(facetTilesData({ site, catalogue, facet: "make" }).tiles).toEqual([
      { value: "Toyota", count: 15, href: "/search/toyota" },
      { value: "Mazda", count: 2, href: "/search/mazda" },
    ]);
  });

  it("links body type tiles to the default search with that body type", () => {
    expect(facetTilesData({ site, catalogue, facet: "body" }).tiles?.[0]).toEqual({
      value: "Ute",
      count: 9,
      href: "/search/new-used-and-demo-cars/?body=Ute",
    });
  });

  it("has no tiles while the catalogue loads", () => {
    expect(facetTilesData({ site, catalogue: undefined, facet: "make" }).tiles).toBeUndefined();
  });
});

describe("brandGridData", () => {
  it("shows the site's brands in their sections", () => {
    const { brands } = brandGridData({ site });
    expect(brands.car.map((brand) => brand.title)).toEqual([
      "Toyota",
      "Mazda",
      "Hyundai",
      "Ford",
      "Kia",
    ]);
    expect(brands.truck).toHaveLength(3);
    expect(brands.car[0]?.logo).toBe("/media/logos/toyota.svg");
    expect(brands.truck[0]?.logo).toBeUndefined();
  });

  it("shows the makes in stock when the site names no car brands", () => {
    const bare = { ...site, brands: { ...site.brands, car: [] } };
    const { brands } = brandGridData({ site: bare, makesInStock: ["Land Rover"] });
    expect(brands.car).toEqual([
      { title: "Land Rover", slug: "land-rover", logo: "/media/logos/land-rover.svg" },
    ]);
  });
});
