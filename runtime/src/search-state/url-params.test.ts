import {
  clearRefinements,
  emptyRefinements,
  setRange,
  toggleValue,
} from "@storefront/rules/search/search-refinements";
import { describe, expect, it } from "vitest";
import { locationHref } from "./location-href.ts";
import { refinementsFromUrl, urlFromRefinements } from "./url-params.ts";
import { validateUrlSearch } from "./url-validation.ts";

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

describe("reading a search URL's parameters", () => {
  it("keeps pages from 1 to 1000 given as text or number, and drops any other", () => {
    expect(validateUrlSearch({ page: "1000" })).toEqual({ page: 1000 });
    expect(validateUrlSearch({ page: 7 })).toEqual({ page: 7 });
    for (const page of ["0", "1001", "2.5", "", " ", "two", true, null])
      expect(validateUrlSearch({ page })).toEqual({});
  });
  it("drops over-long text, empty values, malformed ranges and sorts", () => {
    expect(validateUrlSearch({ query: "x".repeat(201), make: "", km: "1:2:3" })).toEqual({});
    expect(validateUrlSearch({ query: "x".repeat(200), km: ":50000" })).toEqual({
      query: "x".repeat(200),
      km: ":50000",
    });
    expect(validateUrlSearch({ sortBy: "cars price" })).toEqual({});
  });
});
