import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { describe, expect, it } from "vitest";
import { pathRefinements, searchLocation, withPath } from "./scope.ts";
import { catalogue, site } from "./search-state-fixtures.ts";

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
