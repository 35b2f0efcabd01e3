import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { describe, expect, it } from "vitest";
import { site } from "./search-state-fixtures.ts";
import { searchTrail, vehicleTrail } from "./search-trail.ts";

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
