import type { StudioLeadsApi } from "@storefront/schemas/studio-api";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { LeadFilters } from "./lead-filters.ts";

/** Leads shown a page at a time. */
const leadsPageSize = 25;

/** Query factories for the Leads view, so the list, the dialog and a retry share cache entries. */
export const leadsQueries = {
  sites: (api: StudioLeadsApi) =>
    queryOptions({ queryKey: ["lead-sites"], queryFn: () => api.sites() }),
  list: (api: StudioLeadsApi, site: string, filters: LeadFilters) =>
    infiniteQueryOptions({
      queryKey: ["leads", site, filters],
      queryFn: ({ pageParam }) =>
        api.leads(site, { ...filters, limit: leadsPageSize, cursor: pageParam }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  lead: (api: StudioLeadsApi, site: string, id: string) =>
    queryOptions({ queryKey: ["lead", site, id], queryFn: () => api.lead(site, id) }),
};
