import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { describe, expect, it } from "vitest";
import { searchRequests, vehicleRequest } from "./algolia-requests.ts";
import { now, site } from "./search-state-fixtures.ts";

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
