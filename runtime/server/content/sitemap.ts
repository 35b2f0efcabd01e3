import { brandOverviewPath } from "@storefront/rules/navigation/brand-sections";
import { isOfferRunning } from "@storefront/rules/offers/offer-running";
import { offerPath } from "@storefront/rules/offers/offer-search";
import { isListedStock } from "@storefront/rules/search/stock-filter";
import type { SiteDefinition } from "@storefront/schemas";
import type { KnownSlugs } from "../../src/routing/match-path.ts";
import { xmlText } from "../http/xml-text.ts";
import type { SiteCatalogue } from "../stock/stock-store.ts";

/** The pages of a site worth a search engine's visit, whatever its stock. */
const listedPages: Record<string, string> = {
  home: "/",
  search: "/search",
  brands: "/brands",
  finance: "/finance",
  service: "/service",
  "test-drive": "/book-test-drive",
  "trade-in": "/trade-in",
};

/**
 * Every address of the site: its pages and content pages, the locator and each visible location
 * (`/locations/{slug}`), the offers list and each running offer, each brand page, each model's
 * explore page (`/{model-slug}`) and each car it lists (`listedVehicleSlugs`). Paths only; the
 * caller puts the host in front.
 */
export function sitemapPaths(
  site: SiteDefinition,
  known: KnownSlugs,
  listedVehicles: readonly string[],
  now: Date,
): string[] {
  const templates = new Set(site.pages.map((page) => page.template));
  const pages = Object.entries(listedPages)
    .filter(([template]) => templates.has(template as never))
    .map(([, path]) => path);
  const content = site.pages.flatMap((page) =>
    page.template === "content" && page.path ? [page.path] : [],
  );
  const locations = site.locations.filter((location) => location.visible);
  const offers = site.offers.filter((offer) => isOfferRunning(offer, site, now));
  return [
    ...new Set([
      ...pages,
      ...content,
      ...(locations.length ? ["/dealer-locator"] : []),
      ...locations.map((location) => `/locations/${encodeURIComponent(location.slug)}`),
      ...(offers.length ? ["/special-offers"] : []),
      ...offers.map(offerPath),
      ...[...known.brands].sort().map(brandOverviewPath),
      ...(templates.has("model")
        ? [...known.models].sort().map((slug) => `/${encodeURIComponent(slug)}`)
        : []),
      ...[...listedVehicles].sort().map((slug) => `/cars/${encodeURIComponent(slug)}`),
    ]),
  ];
}

/**
 * The slugs of the cars the site's stock filter lists: a sold car past the sold window, or one
 * hidden from the dealer website, has no page (404) and so no place in the sitemap.
 */
export function listedVehicleSlugs(
  site: SiteDefinition,
  catalogue: SiteCatalogue,
  now: Date,
): string[] {
  const options = {
    soldDays: site.search.soldDays,
    visibilityLevel: site.search.visibilityLevel,
    now,
  };
  const slugs: string[] = [];
  for (const car of catalogue.fields([
    "slug",
    "status",
    "sold_date_timestamp",
    "show_on_dealer_website",
    "visibility",
  ])) {
    if (isListedStock(car, options)) slugs.push(car.slug);
  }
  return slugs;
}

/** The sitemaps.org XML of a site's addresses on one origin. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${xmlText(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything but the APIs and the studio, and where the sitemap is. */
export const robotsTxt = (origin: string) =>
  [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /studio/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
