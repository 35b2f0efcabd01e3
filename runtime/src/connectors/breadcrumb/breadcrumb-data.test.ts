import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { describe, expect, it } from "vitest";
import { searchTrail } from "../../search-state/search-trail.ts";
import { dealerGroupSite } from "../test-fixtures.ts";
import { breadcrumbData } from "./breadcrumb-data.ts";

const site = dealerGroupSite();
const origin = "https://cars.example.com.au";

describe("breadcrumbData", () => {
  it("shows the page's trail, from Home to the page itself", () => {
    const trail = [{ label: "Home", href: "/" }, { label: "About Us" }];
    expect(breadcrumbData({ trail, origin })).toEqual({ items: trail, origin });
  });

  it("on a model's search, leads through the make's search to the page", () => {
    const refinements = { ...emptyRefinements(), lists: { make: ["Toyota"], model: ["HiLux"] } };
    const trail = searchTrail(refinements, site, "Toyota HiLux for Sale");
    expect(breadcrumbData({ trail, origin }).items).toEqual([
      { label: "Home", href: "/" },
      { label: "Toyota", href: "/search/toyota" },
      { label: "HiLux", href: "/search/toyota/hilux" },
      { label: "Toyota HiLux for Sale" },
    ]);
  });
});
