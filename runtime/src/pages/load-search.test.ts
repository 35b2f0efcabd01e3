import { describe, expect, it } from "vitest";
import { catalogueOf, dealerGroupSite } from "../connectors/test-fixtures.ts";
import { validateUrlSearch } from "../search-state/url-validation.ts";
import { searchRefinements } from "./load-search.ts";

const site = dealerGroupSite();
const catalogue = catalogueOf({ "Toyota > HiLux": 4, "Mazda > CX-5": 2 });

describe("searchRefinements", () => {
  it("adds what the path names to the URL's search", () => {
    const search = validateUrlSearch({ body: "Ute", page: "2" });
    expect(searchRefinements("toyota/hilux", search, site, catalogue)).toMatchObject({
      page: 2,
      lists: { make: ["Toyota"], model: ["HiLux"], body: ["Ute"] },
    });
    expect(searchRefinements("used-cars", {}, site, catalogue)?.lists).toEqual({
      car_type: ["used"],
    });
  });

  it("lists a brand the site sells even with none in stock, and nothing for an unknown path", () => {
    expect(searchRefinements("kia", {}, site, catalogue)?.lists).toEqual({ make: ["Kia"] });
    expect(searchRefinements("toyota/corolla", {}, site, catalogue)).toBeUndefined();
    expect(searchRefinements("no-such-make", {}, site, catalogue)).toBeUndefined();
  });

  it("is the URL's search alone on the default search path", () => {
    const search = validateUrlSearch({ query: "hybrid", page: "0" });
    expect(searchRefinements("", search, site, catalogue)).toMatchObject({
      query: "hybrid",
      page: 1,
      lists: {},
    });
  });
});
