import type { Page, PageTemplate, SiteDefinition } from "@storefront/schemas";
import { searchTypeSlugs } from "@storefront/schemas/search/search-state";
import { pageTemplateCatalog } from "@storefront/schemas/site/page-templates";

/** Slugs that exist in this site's stock and content, so unknown ones get a real 404. */
export type KnownSlugs = {
  vehicles: ReadonlySet<string>;
  makes: ReadonlySet<string>;
  models: ReadonlySet<string>;
  makeModels: ReadonlySet<string>;
  dealerships: ReadonlySet<string>;
  brands: ReadonlySet<string>;
  offers: ReadonlySet<string>;
  locations: ReadonlySet<string>;
};

export type PathMatch = { template: PageTemplate; page: Page; params: Record<string, string> };

type Matcher = { template: PageTemplate; segments: string[]; splat: boolean };

const weight = (matcher: Matcher) =>
  matcher.segments.reduce((sum, segment) => sum + (segment.startsWith("$") ? 1 : 10), 0) +
  (matcher.splat ? 0 : 1);

const matchers: Matcher[] = Object.entries(pageTemplateCatalog)
  .flatMap(([template, entry]) =>
    (entry.routes as readonly string[]).map((route) => ({
      template: template as PageTemplate,
      segments: route
        .split("/")
        .filter(Boolean)
        .filter((segment) => segment !== "$"),
      splat: route.endsWith("/$"),
    })),
  )
  // Literal routes before parameter routes, longer before shorter.
  .sort((a, b) => weight(b) - weight(a));

function bind(matcher: Matcher, parts: string[]): Record<string, string> | undefined {
  if (
    matcher.splat
      ? parts.length <= matcher.segments.length
      : parts.length !== matcher.segments.length
  )
    return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of matcher.segments.entries()) {
    const part = parts[index] ?? "";
    if (segment.startsWith("$")) params[segment.slice(1)] = part;
    else if (segment !== part) return undefined;
  }
  if (matcher.splat) params._splat = parts.slice(matcher.segments.length).join("/");
  return params;
}

/** `/search`, `/search/{type}`, `/search/{make}`, `/search/{make}/{model}`, `/search/{dealership}`. */
function isSearchPath(splat: string | undefined, known: KnownSlugs): boolean {
  const [first, second, ...rest] = (splat ?? "").split("/").filter(Boolean);
  if (!first) return true;
  if (rest.length) return false;
  if (!second) {
    return (
      (searchTypeSlugs as readonly string[]).includes(first) ||
      known.makes.has(first) ||
      known.dealerships.has(first)
    );
  }
  return known.makeModels.has(`${first}/${second}`);
}

function exists(
  template: PageTemplate,
  params: Record<string, string>,
  known: KnownSlugs,
): boolean {
  switch (template) {
    case "vehicle":
    case "checkout":
      return known.vehicles.has(params.slug ?? "");
    case "search":
      return isSearchPath(params._splat, known);
    case "brand":
      return known.brands.has(params.brand ?? "");
    case "model":
      return known.models.has(params.model ?? "");
    case "offer":
      return known.offers.has(params.offerId ?? "");
    case "location":
      return known.locations.has(params.slug ?? "");
    default:
      return true;
  }
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Other addresses of a template's route: the home page is also /home (unless a content page takes it). */
const aliases: Record<string, string> = { "/home": "/" };

/**
 * Which page serves a path; undefined means a real 404. The site's pages must be complete
 * (the server adds the default pages before it serves a definition).
 */
export function matchPath(
  site: SiteDefinition,
  pathname: string,
  known: KnownSlugs,
): PathMatch | undefined {
  const path = normalise(pathname.split("?")[0] ?? "/");
  const content = site.pages.find(
    (entry) => entry.template === "content" && normalise(entry.path ?? "") === path,
  );
  if (content) return { template: "content", page: content, params: {} };
  const parts = (aliases[path] ?? path).split("/").filter(Boolean).map(decodeURIComponent);
  for (const matcher of matchers) {
    const params = bind(matcher, parts);
    if (!params || !exists(matcher.template, params, known)) continue;
    if (matcher.template === "checkout" && parts.at(-1) !== site.vehiclePage.checkoutPath) continue;
    const page = site.pages.find((entry) => entry.template === matcher.template);
    if (page) return { template: matcher.template, page, params };
  }
  return undefined;
}
