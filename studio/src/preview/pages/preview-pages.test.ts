import { type SiteDefinition, validateSiteDefinition, withDefaultPages } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { missingPagePath, previewPages } from "./preview-pages.ts";

function site(extra: Record<string, unknown> = {}): SiteDefinition {
  const result = validateSiteDefinition({
    version: 1,
    slug: "harbour-city",
    name: "Harbour City Cars",
    template: "dealer-group",
    ...extra,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return withDefaultPages(result.definition);
}

const pathOf = (options: ReturnType<typeof previewPages>, title: string) =>
  options.find((option) => option.label.startsWith(`${title} (`))?.path;

describe("the preview's page picker", () => {
  it("lists the home page and content pages at their own paths", () => {
    const options = previewPages(site(), undefined);
    expect(options.find((option) => option.path === "/")).toMatchObject({ group: "Pages" });
    const content = options.filter((option) => option.group === "Pages" && option.path !== "/");
    expect(content.length).toBeGreaterThan(0);
    for (const option of content) expect(option.label).toContain(`(${option.path})`);
  });

  it("shows the search page at the site's default search path", () => {
    const options = previewPages(
      site({ search: { defaultPath: "/search/used-cars/" } }),
      undefined,
    );
    expect(pathOf(options, "Search")).toBe("/search/used-cars/");
  });

  it("shows the vehicle pages with a vehicle in stock, once there is one", () => {
    const withoutStock = previewPages(site(), undefined);
    expect(withoutStock.find((option) => option.label.startsWith("Vehicle"))).toMatchObject({
      path: undefined,
      label: "Vehicle (needs a vehicle in stock)",
    });
    const withStock = previewPages(site(), { slug: "2022-ford-focus-trend-u1", model: "Focus" });
    expect(pathOf(withStock, "Vehicle")).toBe("/cars/2022-ford-focus-trend-u1");
    expect(
      withStock.find((option) => option.path === "/cars/2022-ford-focus-trend-u1/checkout"),
    ).toBeDefined();
  });

  it("shows the not-found page at a path nothing serves", () => {
    const option = previewPages(site(), undefined).find((entry) => entry.label.endsWith("(404)"));
    expect(option?.path).toBe(missingPagePath);
  });

  it("shows an offer's page with the site's first offer, once it has one", () => {
    const offerPage = (options: ReturnType<typeof previewPages>) =>
      options.find((option) => option.label.startsWith("Offer ("));
    expect(offerPage(previewPages(site(), undefined))?.label).toBe("Offer (needs an offer)");
    const options = previewPages(site({ offers: [{ id: "eofy", name: "EOFY sale" }] }), undefined);
    expect(offerPage(options)?.path).toBe("/offers/eofy");
  });
});
