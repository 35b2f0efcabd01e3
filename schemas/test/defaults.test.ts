import { describe, expect, it } from "vitest";
import {
  analyticsSettings,
  authSettings,
  financeSettings,
  integrations,
  navigationSettings,
  reviewSettings,
  searchSettings,
  siteDefinition,
  tagSettings,
  validateSiteDefinition,
  vehiclePageSettings,
} from "../src/index.ts";
import { minimalSite } from "./fixtures.ts";

// Each settings group's own defaults are tested beside its schema (src/site/*.test.ts).
describe("a definition holding only the required fields", () => {
  const site = siteDefinition.parse(minimalSite);

  it("gives each settings group its schema's defaults", () => {
    expect(site.search).toEqual(searchSettings.parse({}));
    expect(site.tags).toEqual(tagSettings.parse({}));
    expect(site.finance).toEqual(financeSettings.parse({}));
    expect(site.vehiclePage).toEqual(vehiclePageSettings.parse({}));
    expect(site.auth).toEqual(authSettings.parse({}));
    expect(site.reviews).toMatchObject(reviewSettings.parse({}));
    expect(site.analytics).toEqual(analyticsSettings.parse({}));
    expect(site.navigation).toEqual(navigationSettings.parse({}));
    expect(site.integrations).toEqual(integrations.parse({}));
  });

  it("has a header and footer", () => {
    expect(site.layout.zones.header?.map((block) => block.type)).toEqual(["site-header"]);
    expect(site.layout.zones.footer?.map((block) => block.type)).toEqual(["site-footer"]);
  });

  it("is valid without any pages (the runtime serves default pages)", () => {
    const result = validateSiteDefinition(minimalSite);
    expect(result.ok).toBe(true);
  });

  it("fills block props with their defaults", () => {
    const result = siteDefinition.parse({
      ...minimalSite,
      pages: [
        {
          id: "home",
          template: "home",
          title: "Home",
          zones: { main: [{ type: "brand-grid", id: "brands" }] },
        },
      ],
    });
    const block = result.pages[0]?.zones.main?.[0];
    expect(block?.type === "brand-grid" && block.props.stats).toEqual([
      { value: "50+", label: "locations" },
      { value: "40+", label: "brands" },
      { value: "30+", label: "years" },
    ]);
  });
});
