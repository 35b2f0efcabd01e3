import {
  clearRefinements,
  emptyRefinements,
  setRange,
  toggleValue,
} from "@storefront/rules/search/search-refinements";
import { siteDefinition } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { searchRequests, vehicleRequest } from "./algolia-requests.ts";
import { locationHref } from "./location-href.ts";
import { type EngineResponse, mergeResponses } from "./merge-responses.ts";
import { catalogueFromFacet, pathRefinements, searchLocation, withPath } from "./scope.ts";
import { searchTrail, vehicleTrail } from "./search-trail.ts";
import { refinementsFromUrl, urlFromRefinements } from "./url-params.ts";
import { validateUrlSearch } from "./url-validation.ts";

const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group",
  template: "dealer-group",
  dealerships: [{ id: "d-toyota", slug: "group-toyota", name: "Group Toyota" }],
  brands: {
    car: [{ title: "Kia", slug: "kia" }],
    ours: [{ title: "Group Motors", slug: "group-motors" }],
  },
  search: { priceAscendingExcludesZero: true },
});
const catalogue = catalogueFromFacet({
  "Toyota > Corolla": 10,
  "Toyota > HiLux": 4,
  "Mazda > CX-5": 6,
  "Land Rover > Defender": 1,
});
const now = new Date("2026-11-21T00:00:00Z");

describe("search state in the URL", () => {
  it("reads query, page, sort and one parameter per facet, ranges as min:max", () => {
    const search = validateUrlSearch({
      query: "hybrid",
      page: "2",
      sortBy: "cars_price_asc",
      make: "Toyota,Mazda",
      price: "10000:30000",
      km: ":50000",
    });
    expect(refinementsFromUrl(search)).toEqual({
      query: "hybrid",
      page: 2,
      sortBy: "cars_price_asc",
      lists: { make: ["Toyota", "Mazda"] },
      ranges: { price: { min: 10000, max: 30000 }, km: { max: 50000 } },
    });
  });

  it("round-trips, escaping commas inside values", () => {
    const refinements = {
      ...emptyRefinements(),
      page: 3,
      lists: { colour: ["Grey, Metallic", "White"] },
      ranges: { year: { min: 2020 } },
    };
    expect(refinementsFromUrl(validateUrlSearch(urlFromRefinements(refinements)))).toEqual(
      refinements,
    );
  });

  it("write ranges and lists readably in the address, and read back what they wrote", () => {
    const refinements = {
      ...emptyRefinements(),
      query: "hi lux",
      lists: { make: ["Toyota", "Mazda"], colour: ["Grey, Metallic"] },
      ranges: { price: { min: 10000, max: 30000 } },
    };
    const href = locationHref({ pathname: "/search", search: urlFromRefinements(refinements) });
    expect(href).toBe(
      "/search?query=hi+lux&make=Toyota,Mazda&colour=Grey%252C+Metallic&price=10000:30000",
    );
    const params = Object.fromEntries(new URL(href, "https://example.test").searchParams);
    expect(refinementsFromUrl(validateUrlSearch(params))).toEqual(refinements);
  });

  it("degrades a bad URL by dropping what is malformed", () => {
    const search = validateUrlSearch({
      page: "-4",
      sortBy: "<script>",
      price: "cheap",
      make: "Toyota",
      bogus: "x",
    });
    expect(search).toEqual({ make: "Toyota" });
    expect(refinementsFromUrl(search).page).toBe(1);
  });

  it("resets the page on any change", () => {
    const onPage3 = { ...emptyRefinements(), page: 3 };
    expect(toggleValue(onPage3, "make", "Toyota").page).toBe(1);
    expect(setRange(onPage3, "price", { min: 1000 }).page).toBe(1);
    expect(clearRefinements({ ...onPage3, query: "ute" })).toEqual(emptyRefinements());
  });

  it("drops models when their make is removed", () => {
    const state = { ...emptyRefinements(), lists: { make: ["Toyota"], model: ["Corolla"] } };
    expect(toggleValue(state, "make", "Toyota").lists).toEqual({});
  });
});

describe("search paths", () => {
  it("turn stock types, makes, models and dealerships into refinements", () => {
    expect(pathRefinements("used-cars", site, catalogue)).toEqual({ car_type: ["used"] });
    expect(pathRefinements("new-and-demo-cars", site, catalogue)).toEqual({
      car_type: ["demo", "new"],
    });
    expect(pathRefinements("new-used-and-demo-cars", site, catalogue)).toEqual({});
    expect(pathRefinements("toyota/hilux", site, catalogue)).toEqual({
      make: ["Toyota"],
      model: ["HiLux"],
    });
    expect(pathRefinements("land-rover", site, catalogue)).toEqual({ make: ["Land Rover"] });
    expect(pathRefinements("group-toyota", site, catalogue)).toEqual({
      dealership_name: ["Group Toyota"],
    });
  });

  it("name a make the site sells with none in stock: its results are empty, not a 404", () => {
    expect(pathRefinements("kia", site, catalogue)).toEqual({ make: ["Kia"] });
    expect(pathRefinements("kia/sportage", site, catalogue)).toBeUndefined();
    expect(pathRefinements("group-motors", site, catalogue)).toBeUndefined();
  });

  it("name nothing for unknown makes, models and extra segments (a 404)", () => {
    expect(pathRefinements("ferrari", site, catalogue)).toBeUndefined();
    expect(pathRefinements("toyota/camry", site, catalogue)).toBeUndefined();
    expect(pathRefinements("toyota/corolla/extra", site, catalogue)).toBeUndefined();
  });

  it("give every search one canonical address", () => {
    const at = (lists: Record<string, string[]>, extra = {}) =>
      searchLocation({ ...emptyRefinements(), lists, ...extra }, site);
    expect(at({ make: ["Toyota"], model: ["HiLux"] })).toEqual({
      pathname: "/search/toyota/hilux",
      search: {},
    });
    expect(at({ make: ["Toyota"], car_type: ["used"] })).toEqual({
      pathname: "/search/toyota",
      search: { car_type: "used" },
    });
    expect(at({ car_type: ["used"] })).toEqual({ pathname: "/search/used-cars", search: {} });
    expect(at({ car_type: ["new", "demo"] }).pathname).toBe("/search/new-and-demo-cars");
    expect(at({ make: ["Toyota", "Mazda"] })).toEqual({
      pathname: "/search/new-used-and-demo-cars/",
      search: { make: "Toyota,Mazda" },
    });
    expect(at({ dealership_name: ["Group Toyota"] }, { page: 2 })).toEqual({
      pathname: "/search/group-toyota",
      search: { page: 2 },
    });
  });

  it("merge into the parameters' refinements", () => {
    const merged = withPath(
      { ...emptyRefinements(), lists: { make: ["Mazda"] } },
      { make: ["Toyota"] },
    );
    expect(merged.lists.make).toEqual(["Toyota", "Mazda"]);
  });
});

describe("merged search answers", () => {
  const answer = (nbHits: number, status: Record<string, number>): EngineResponse => ({
    hits: [],
    nbHits,
    page: 0,
    nbPages: 1,
    facets: { status },
  });

  it("count a capped answer (over 1999) by its status counts", () => {
    expect(mergeResponses([answer(1999, { in_stock: 1900 })]).count).toBe(1999);
    const capped = mergeResponses([answer(2000, { in_stock: 2480, coming_soon: 35, sold: 12 })]);
    expect(capped.count).toBe(2527);
  });

  it("count only the chosen statuses, whose own request counts every status", () => {
    const merged = mergeResponses([
      answer(2000, { in_stock: 2480 }),
      answer(0, { in_stock: 2480, coming_soon: 35, sold: 12 }),
    ]);
    expect(merged.count).toBe(2480);
    // The panel still offers the other statuses with their counts.
    expect(merged.facets.status).toEqual({ in_stock: 2480, coming_soon: 35, sold: 12 });
  });
});

describe("search requests", () => {
  it("ask for a page of results with the dealer stock filter and the refinements", () => {
    const refinements = {
      ...emptyRefinements(),
      page: 2,
      query: "sr5",
      lists: { make: ["Toyota"], body: ["Ute", "SUV"] },
      ranges: { price: { min: 20000, max: 60000 } },
    };
    const [main, ...rest] = searchRequests(site, refinements, now);
    expect(main).toMatchObject({ indexName: "cars", query: "sr5", hitsPerPage: 21, page: 1 });
    expect(main?.filters).toContain(
      "(status:in_stock OR status:coming_soon OR sold_date_timestamp > ",
    );
    expect(main?.filters).toContain('dealership_id:"d-toyota"');
    expect(main?.filters).toContain(
      'make:"Toyota" AND (simple_body:"Ute" OR simple_body:"SUV") AND price:20000 TO 60000',
    );
    expect(main?.facets).toEqual(
      expect.arrayContaining(["make", "model", "simple_body", "status", "make_model"]),
    );
    expect(main?.facets).not.toEqual(expect.arrayContaining(["price"]));
    expect(main?.maxValuesPerFacet).toBe(200);
    // The sliders' bounds: unrefined range facets together, a refined one without its own range.
    expect(rest.map(({ facets, maxValuesPerFacet }) => [facets, maxValuesPerFacet])).toEqual([
      [["km", "year"], 1],
      [["make"], 200],
      [["simple_body"], 200],
      [["price"], 1],
    ]);
    expect(rest[0]?.filters).toBe(main?.filters);
    expect(rest[1]?.filters).not.toContain('make:"Toyota"');
    expect(rest[3]?.filters).not.toContain("price:");
    expect(rest.every((request) => request.hitsPerPage === 0)).toBe(true);
  });

  it("sort by the chosen replica, adding price > 0 to a low-to-high price sort on sites that ask", () => {
    const [cheapest] = searchRequests(
      site,
      { ...emptyRefinements(), sortBy: "cars_price_asc" },
      now,
    );
    expect(cheapest?.indexName).toBe("cars_price_asc");
    expect(cheapest?.filters).toMatch(/ AND price > 0$/);
    const [newest] = searchRequests(site, { ...emptyRefinements(), sortBy: "cars_year_desc" }, now);
    expect(newest?.filters).not.toContain("price > 0");
    const [unknown] = searchRequests(site, { ...emptyRefinements(), sortBy: "nope" }, now);
    expect(unknown?.indexName).toBe("cars");
  });
});

describe("search breadcrumbs", () => {
  const trail = (lists: Record<string, string[]>) =>
    searchTrail({ ...emptyRefinements(), lists, query: "auto" }, site, "Page Title");

  it("run Home, the make, model and body type as links, then the page title", () => {
    expect(
      trail({ make: ["Toyota"], model: ["HiLux"], body: ["Ute"], car_type: ["used"] }),
    ).toEqual([
      { label: "Home", href: "/" },
      { label: "Toyota", href: "/search/toyota" },
      { label: "HiLux", href: "/search/toyota/hilux" },
      { label: "Ute", href: "/search/toyota/hilux?body=Ute" },
      { label: "Page Title" },
    ]);
    expect(trail({ body: ["SUV"] })).toEqual([
      { label: "Home", href: "/" },
      { label: "SUV", href: "/search/new-used-and-demo-cars/?body=SUV" },
      { label: "Page Title" },
    ]);
  });

  it("leave out a segment with no single value, and a model without its make", () => {
    expect(trail({ make: ["Toyota", "Mazda"], model: ["CX-5"], body: ["SUV", "Ute"] })).toEqual([
      { label: "Home", href: "/" },
      { label: "Page Title" },
    ]);
  });
});

describe("vehicle breadcrumbs", () => {
  it("run Home, the vehicle's make, model and body type, each linking to its search", () => {
    expect(
      vehicleTrail(
        { make: "Toyota", model: "HiLux", simple_body: "Ute" },
        site,
        "2021 Toyota HiLux",
      ),
    ).toEqual([
      { label: "Home", href: "/" },
      { label: "Toyota", href: "/search/toyota" },
      { label: "HiLux", href: "/search/toyota/hilux" },
      { label: "Ute", href: "/search/toyota/hilux?body=Ute" },
      { label: "2021 Toyota HiLux" },
    ]);
  });
  it("leave out a body type the vehicle lacks", () => {
    expect(
      vehicleTrail({ make: "Mazda", model: "CX-5" }, site, "T").map((item) => item.label),
    ).toEqual(["Home", "Mazda", "CX-5", "T"]);
  });
});

describe("the vehicle request", () => {
  it("asks for one whole record by slug, within the site's stock filter", () => {
    const request = vehicleRequest(site, 'a"b', now);
    expect(request).toMatchObject({
      indexName: "cars",
      query: "",
      hitsPerPage: 1,
      page: 0,
      attributesToRetrieve: ["*"],
    });
    expect(request.filters.endsWith(' AND slug:"a\\"b"')).toBe(true);
    expect(request.filters).toContain("status");
  });
});
