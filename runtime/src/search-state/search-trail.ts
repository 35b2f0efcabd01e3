import type { TrailItem } from "@storefront/design-system/blocks/breadcrumb/index.ts";
import { emptyRefinements, type Refinements } from "@storefront/rules/search/search-refinements";
import type { SiteDefinition } from "@storefront/schemas";
import type { FacetParam } from "@storefront/schemas/search/search-state";
import { locationHref } from "./location-href.ts";
import { searchLocation } from "./scope.ts";

/**
 * The breadcrumb of a search: Home, then a link for each path segment the search has (its make,
 * its model under that make, its body type, each when exactly one is chosen), then the page's
 * title. Each link is the search narrowed to the segments up to it.
 */
export function searchTrail(
  refinements: Refinements,
  site: SiteDefinition,
  title: string,
): TrailItem[] {
  const { make = [], model = [], body = [] } = refinements.lists;
  const segments: [FacetParam, string][] = [];
  if (make.length === 1 && make[0]) {
    segments.push(["make", make[0]]);
    if (model.length === 1 && model[0]) segments.push(["model", model[0]]);
  }
  if (body.length === 1 && body[0]) segments.push(["body", body[0]]);

  const trail: TrailItem[] = [{ label: "Home", href: "/" }];
  const lists: Refinements["lists"] = {};
  for (const [facet, value] of segments) {
    lists[facet] = [value];
    const narrowed = { ...emptyRefinements(), lists: { ...lists } };
    trail.push({ label: value, href: locationHref(searchLocation(narrowed, site)) });
  }
  return [...trail, { label: title }];
}

/**
 * The breadcrumb of a vehicle page: Home, the vehicle's make, model and body type, each linking to
 * its search (the body type's search keeps the make and model), then the vehicle's title.
 */
export function vehicleTrail(
  vehicle: { make: string; model: string; simple_body?: string | undefined },
  site: SiteDefinition,
  title: string,
): TrailItem[] {
  const lists: Refinements["lists"] = { make: [vehicle.make], model: [vehicle.model] };
  if (vehicle.simple_body) lists.body = [vehicle.simple_body];
  return searchTrail({ ...emptyRefinements(), lists }, site, title);
}
