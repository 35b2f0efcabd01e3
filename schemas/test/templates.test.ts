import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageTemplates, validateSiteDefinition } from "../src/index.ts";

const folder = new URL("../../templates/", import.meta.url);
const files = readdirSync(folder).filter((file) => file.endsWith(".json"));

describe("starter templates", () => {
  it("there are the three starters", () => {
    expect(files.sort()).toEqual(["caravan-rv.json", "dealer-group.json", "used-car-dealer.json"]);
  });

  it.each(files)("%s validates and defines a page for every template", (file) => {
    const result = validateSiteDefinition(JSON.parse(readFileSync(new URL(file, folder), "utf8")));
    expect(result.ok ? [] : result.problems).toEqual([]);
    if (!result.ok) return;
    const defined = new Set(result.definition.pages.map((page) => page.template));
    expect(pageTemplates.filter((template) => !defined.has(template))).toEqual([]);
    const paths = result.definition.pages.map((page) => page.path).filter(Boolean);
    expect(paths).toEqual(
      expect.arrayContaining(["/terms-and-conditions", "/privacy-policy", "/about-us", "/contact"]),
    );
  });

  it("the dealer group has several sales, service and parts locations, three kinds of brand, offers and reviews", () => {
    const result = validateSiteDefinition(
      JSON.parse(readFileSync(new URL("dealer-group.json", folder), "utf8")),
    );
    if (!result.ok) throw new Error("invalid");
    const site = result.definition;
    const types = new Set(site.locations.map((location) => location.location_type));
    expect([...types].sort()).toEqual(["parts", "sales", "service"]);
    expect(site.locations.length).toBeGreaterThan(5);
    expect(
      site.brands.car.length && site.brands.motorcycle.length && site.brands.truck.length,
    ).toBeGreaterThan(0);
    expect(site.offers.length).toBeGreaterThan(0);
    expect(site.reviews.summary?.count).toBe(928);
  });
});
