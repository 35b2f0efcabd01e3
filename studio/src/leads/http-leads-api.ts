import type { LeadListQuery, StudioLeadsApi } from "@storefront/schemas/studio-api";
import { createStudioFetch, studioApiBase } from "../api/studio-fetch.ts";

const queryString = (query: LeadListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return params.size ? `?${params}` : "";
};

/** The Leads view's API over fetch, beside the rest of the studio API. */
export function createHttpLeadsApi(
  baseUrl = studioApiBase(),
  fetcher: typeof fetch = (...args) => fetch(...args),
): StudioLeadsApi {
  const { json } = createStudioFetch(baseUrl, fetcher);
  const site = (slug: string) => `/lead-sites/${encodeURIComponent(slug)}`;
  return {
    sites: () => json("GET", "/lead-sites"),
    leads: (slug, query) => json("GET", `${site(slug)}/leads${queryString(query)}`),
    lead: (slug, id) => json("GET", `${site(slug)}/leads/${encodeURIComponent(id)}`),
    retryDelivery: (slug, id) =>
      json("POST", `${site(slug)}/deliveries/${encodeURIComponent(id)}/retry`),
    csvUrl: (slug, query) => `${baseUrl}${site(slug)}/leads.csv${queryString(query)}`,
    reservations: (slug) => json("GET", `${site(slug)}/reservations`),
    changeReservation: (slug, id, change) =>
      json("POST", `${site(slug)}/reservations/${encodeURIComponent(id)}/actions`, change),
  };
}
