import type { TrailItem } from "@storefront/design-system/blocks/breadcrumb/index.ts";
import type { PageTemplate } from "@storefront/schemas";
import type { RouterContext } from "../app/core/router.tsx";
import { yieldToBrowser } from "../app/core/yield-to-browser.ts";
import { catalogueQuery, vehicleQuery } from "../queries/search-queries.ts";
import { browserKnownSlugs } from "../routing/browser-known-slugs.ts";
import { matchPath, type PathMatch } from "../routing/match-path.ts";
import { preloadPage } from "./preload-page.ts";

const vehicleTemplates: ReadonlySet<PageTemplate> = new Set([
  "vehicle",
  "checkout",
  "checkout-journey",
  "print",
]);

/** Pages that name their vehicle in the query: `/print?car_id={slug}`, `/checkout-journey?car_id=`. */
const querySlugTemplates: ReadonlySet<PageTemplate> = new Set(["print", "checkout-journey"]);

function withQuerySlug(match: PathMatch, search: Record<string, unknown>): PathMatch {
  if (!querySlugTemplates.has(match.template)) return match;
  const slug = typeof search.car_id === "string" || typeof search.car_id === "number";
  return { ...match, params: { ...match.params, slug: slug ? String(search.car_id) : "" } };
}

/** A page about one thing its address names (an offer, a brand, a model, a location): titled by its name. */
const namedTemplates: ReadonlySet<string> = new Set(["offer", "brand", "model", "location"]);

type SitePageMatch = PathMatch & { title?: string; trail?: TrailItem[] };

/** The page of the site at a path, with its blocks' code loaded; undefined is a 404. */
export async function loadSitePage(
  context: RouterContext,
  pathname: string,
  search: Record<string, unknown> = {},
): Promise<SitePageMatch | undefined> {
  const catalogue = await context.queryClient.ensureQueryData(catalogueQuery(context));
  const known = browserKnownSlugs(context.site, catalogue);
  const found = matchPath(context.site, pathname, known);
  let match = found && withQuerySlug(found, search);
  // `/checkout-journey` without a car is the journey's page on its own.
  const aboutVehicle = match?.template !== "checkout-journey" || Boolean(match.params.slug);
  if (match && aboutVehicle && vehicleTemplates.has(match.template)) {
    const slug = match.params.slug ?? "";
    // An unlisted car's path may still be another page of the site; a page naming its car in
    // the query (print, the checkout journey) is not.
    if (!(await isListed(context, slug)))
      match = querySlugTemplates.has(match.template)
        ? undefined
        : matchPath(context.site, pathname, { ...known, vehicles: new Set() });
  }
  if (!match) return undefined;
  await yieldToBrowser();
  await preloadPage(match.page);
  if (!namedTemplates.has(match.template)) return match;
  const { namedPage } = await import("../routing/named-page.ts");
  const named = namedPage(match, pathname, context.site, {
    now: context.now,
    makesInStock: catalogue.makes,
    modelsByMake: catalogue.modelsByMake,
  });
  return { ...match, ...named };
}

/**
 * A vehicle the site does not list is a 404: unknown, hidden, or sold before the site's sold
 * window. Its record stays in the query cache for the page (and the server's render) to read.
 */
async function isListed(context: RouterContext, slug: string): Promise<boolean> {
  return (await context.queryClient.ensureQueryData(vehicleQuery(context, slug))) !== null;
}
