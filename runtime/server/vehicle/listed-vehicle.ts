import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { vehicleRequest } from "../../src/search-state/algolia-requests.ts";
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
