import { type LeadListQuery, leadListQuery } from "@storefront/schemas/studio-api";

/** What the dealer narrows the list by, as in the address and the API's query. */
export type LeadFilters = Omit<LeadListQuery, "cursor" | "limit">;

export const leadFilterKeys = ["from", "to", "dealership", "category", "delivery", "q"] as const;

/**
 * The filters in an address, checked with the API's own schema; a bad one (typed by hand, or
 * from an older link) is left out rather than failing the view.
 */
export function leadFiltersFrom(query: URLSearchParams): LeadFilters {
  const given: Record<string, string> = {};
  for (const key of leadFilterKeys) {
    const value = query.get(key);
    if (value) given[key] = value;
  }
  for (let tries = 0; tries <= leadFilterKeys.length; tries++) {
    const parsed = leadListQuery.safeParse(given);
    if (parsed.success) {
      const { cursor: _cursor, limit: _limit, ...filters } = parsed.data;
      return Object.fromEntries(
        Object.entries(filters).filter(([, value]) => value !== undefined),
      ) as LeadFilters;
    }
    for (const issue of parsed.error.issues) delete given[String(issue.path[0])];
  }
  return {};
}

/** The filters that are set, as query parameters in a stable order. */
export function leadFiltersQuery(filters: LeadFilters): [string, string][] {
  return leadFilterKeys.flatMap((key) => {
    const value = filters[key];
    return value ? [[key, value] as [string, string]] : [];
  });
}
