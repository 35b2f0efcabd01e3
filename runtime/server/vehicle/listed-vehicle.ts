import { pickSimilarCars } from "@storefront/rules/vehicle/similar/similar-cars";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { vehicleRequest } from "../../src/search-state/algolia-requests.ts";
import { similarCarsRequests } from "../../src/search-state/similar-cars-requests.ts";
import type { SiteEngines } from "../site-engines.ts";
import { serverSearchClient } from "../ssr/server-search-client.ts";

/**
 * The vehicle a site lists under a slug, through the same request as its page (the dealer stock
 * filter and the sold window applied), or undefined: unknown, hidden, or sold too long ago.
 */
export async function listedVehicle(
  site: SiteDefinition,
  engines: SiteEngines,
  slug: string,
  origin: string,
): Promise<VehicleRecord | undefined> {
  const client = serverSearchClient(site, engines, origin);
  const { results } = await client.search({ requests: [vehicleRequest(site, slug, new Date())] });
  const hit = (results[0] as { hits?: unknown[] } | undefined)?.hits?.[0] as
    | VehicleRecord
    | undefined;
  return hit?.slug === slug ? hit : undefined;
}

/** The ids of the cars similar to `vehicle`, by the vehicle page's own queries and rule. */
export async function similarCarIds(
  site: SiteDefinition,
  engines: SiteEngines,
  vehicle: VehicleRecord,
  origin: string,
  count: number,
): Promise<number[]> {
  const client = serverSearchClient(site, engines, origin);
  const { results } = await client.search({
    requests: similarCarsRequests(site, vehicle, new Date()),
  });
  const answers = results.map(
    (result) => ((result as { hits?: { id: number }[] }).hits ?? []) as { id: number }[],
  );
  return pickSimilarCars(answers, vehicle.id, count).map((car) => car.id);
}
