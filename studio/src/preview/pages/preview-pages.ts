import { toSlug } from "@storefront/rules/formatting/slug";
import type { Page, SiteDefinition } from "@storefront/schemas";
import { pageTemplateCatalog } from "@storefront/schemas/site/page-templates";

/** A vehicle in stock, to show the pages about one vehicle with. */
export type SampleVehicle = { slug: string; model?: string | undefined };

export type PreviewPageOption = {
  /** The page's id in the site. */
  id: string;
  label: string;
  /** Where the page shows; undefined while the site has nothing to show it with. */
  path: string | undefined;
  /** Pages of the site's own (home and content) or pages a template serves for many paths. */
  group: "Pages" | "Templates";
};

/** A path no site serves, so the preview shows the site's not-found page. */
export const missingPagePath = "/preview-of-a-missing-page";

const firstBrand = (site: SiteDefinition) => Object.values(site.brands).flat()[0];

function pathFor(
  page: Page,
  site: SiteDefinition,
  vehicle: SampleVehicle | undefined,
): string | undefined {
  switch (page.template) {
    case "home":
      return "/";
    case "content":
      return page.path;
    case "search":
      return site.search.defaultPath;
    case "not-found":
      return missingPagePath;
    case "vehicle":
      return vehicle && `/cars/${vehicle.slug}`;
    case "checkout":
      return vehicle && `/cars/${vehicle.slug}/${site.vehiclePage.checkoutPath}`;
    case "model":
      return vehicle?.model && `/${toSlug(vehicle.model)}`;
    case "location":
      return site.locations[0] && `/locations/${site.locations[0].slug}`;
    case "offer":
      return site.offers[0] && `/offers/${site.offers[0].id}`;
    case "brand": {
      const brand = firstBrand(site);
      return brand && `/${brand.slug}/overview`;
    }
    default: {
      const route = (pageTemplateCatalog[page.template].routes as readonly string[])[0];
      return route && !route.includes("$") ? route : undefined;
    }
  }
}

/** Where the preview shows the site's page of a template; undefined when it has nothing to show it with. */
export function templatePath(
  site: SiteDefinition,
  template: Page["template"],
  vehicle: SampleVehicle | undefined,
): string | undefined {
  if (template === "search") return site.search.defaultPath;
  const page = site.pages.find((entry) => entry.template === template);
  return page && pathFor(page, site, vehicle);
}

const whatItNeeds: Partial<Record<Page["template"], string>> = {
  vehicle: "needs a vehicle in stock",
  checkout: "needs a vehicle in stock",
  model: "needs a vehicle in stock",
  location: "needs a location",
  offer: "needs an offer",
  brand: "needs a brand",
};

/**
 * Every page of the site as the preview can show it: content pages at their paths, and the
 * template pages at a path that exercises them (the default search, a vehicle in stock, a path
 * nothing serves for the not-found page).
 */
export function previewPages(
  site: SiteDefinition,
  vehicle: SampleVehicle | undefined,
): PreviewPageOption[] {
  return site.pages.map((page) => {
    const path = pathFor(page, site, vehicle);
    const detail =
      page.template === "not-found" ? "404" : (path ?? whatItNeeds[page.template] ?? "no path");
    return {
      id: page.id,
      label: `${page.title} (${detail})`,
      path,
      group: page.template === "home" || page.template === "content" ? "Pages" : "Templates",
    };
  });
}
