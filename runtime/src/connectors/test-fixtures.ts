import { readFileSync } from "node:fs";
import { type SiteDefinition, validateSiteDefinition } from "@storefront/schemas";
import type { Catalogue } from "../queries/search-queries.ts";
import { catalogueFromFacet } from "../search-state/scope.ts";

/** The dealer group starter template (Southern Cross Motor Group), as the server validates it. */
export function dealerGroupSite(): SiteDefinition {
  const file = new URL("../../../templates/dealer-group.json", import.meta.url);
  const result = validateSiteDefinition(JSON.parse(readFileSync(file, "utf8")));
  if (!result.ok) throw new Error("templates/dealer-group.json is not a valid site definition");
  return result.definition;
}

/**
 * The stock catalogue the search engine would give for these make_model counts
 * ("Toyota > Corolla": 9), with the make facet summed from them and any other facets as given.
 */
export function catalogueOf(
  makeModel: Record<string, number>,
  facets: Record<string, Record<string, number>> = {},
): Catalogue {
  const make: Record<string, number> = {};
  for (const [entry, count] of Object.entries(makeModel)) {
    const [name = entry] = entry.split(" > ");
    make[name] = (make[name] ?? 0) + count;
  }
  return {
    ...catalogueFromFacet(makeModel),
    facets: { make, make_model: makeModel, ...facets },
    total: Object.values(makeModel).reduce((sum, count) => sum + count, 0),
  };
}
