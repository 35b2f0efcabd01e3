import type { Dealership, LeadPayload, LeadTarget, SiteDefinition } from "@storefront/schemas";
import type { SiteCatalogue } from "../stock/stock-store.ts";
import type { FieldProblem } from "./request-problems.ts";

/**
 * The dealership a lead is for: the one it names (`dealership_slug`), else the one whose id it
 * names (`car_dealership_id`), else the one selling its car. Naming a dealership the site does
 * not have is a problem, so a lead is never routed to nobody by a typo.
 */
export function leadDealership(
  site: SiteDefinition,
  lead: LeadPayload,
  catalogue: SiteCatalogue,
): { dealership?: Dealership | undefined; problem?: FieldProblem } {
  const { dealerships } = site;
  if (lead.dealership_slug !== undefined) {
    const named = dealerships.find((dealership) => dealership.slug === lead.dealership_slug);
    if (named || !dealerships.length) return { dealership: named };
    return {
      problem: {
        path: "dealership_slug",
        message: `This site has no dealership "${lead.dealership_slug}"; use one of ${dealerships.map((dealership) => dealership.slug).join(", ")}`,
      },
    };
  }
  const id =
    lead.car_dealership_id ??
    (lead.car_id === undefined ? undefined : catalogue.byId.get(lead.car_id)?.dealership_id);
  return { dealership: dealerships.find((dealership) => dealership.id === id) };
}

/** Each site's destinations by dealership, worked out once per site definition. */
const destinationsBySite = new WeakMap<
  SiteDefinition,
  Map<Dealership | undefined, readonly LeadTarget[]>
>();

/** Where a lead goes: the site's destinations, then its dealership's, each once. */
export function leadDestinations(
  site: SiteDefinition,
  dealership: Dealership | undefined,
): readonly LeadTarget[] {
  let byDealership = destinationsBySite.get(site);
  if (!byDealership) {
    byDealership = new Map();
    destinationsBySite.set(site, byDealership);
  }
  let destinations = byDealership.get(dealership);
  if (!destinations) {
    destinations = Object.freeze(distinctTargets(site, dealership));
    byDealership.set(dealership, destinations);
  }
  return destinations;
}

function distinctTargets(site: SiteDefinition, dealership: Dealership | undefined) {
  const all = [...site.integrations.leads.targets, ...(dealership?.leadTargets ?? [])];
  const seen = new Set<string>();
  return all.filter((target) => {
    const key = JSON.stringify(target);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
