import type { StudioApi } from "@storefront/schemas/studio-api";
import { queryOptions } from "@tanstack/react-query";

/** Query factories, so every screen reads and refreshes the same cache entries. */
export const studioQueries = {
  sources: (api: StudioApi) =>
    queryOptions({ queryKey: ["sources"], queryFn: () => api.sources() }),
  drafts: (api: StudioApi) => queryOptions({ queryKey: ["drafts"], queryFn: () => api.drafts() }),
  draft: (api: StudioApi, slug: string) =>
    queryOptions({
      queryKey: ["draft", slug],
      queryFn: () => api.load(slug),
      // The editor owns the draft once it is open; refetching would fight the autosave.
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  /** The draft's undo steps, read once as the editor opens. */
  history: (api: StudioApi, slug: string) =>
    queryOptions({
      queryKey: ["draft-history", slug],
      queryFn: () => api.loadHistory(slug),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  /** A rooftop's group site, read as its editor opens. */
  groupSite: (api: StudioApi, slug: string) =>
    queryOptions({
      queryKey: ["group-site", slug],
      queryFn: () => api.groupSite(slug),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  versions: (api: StudioApi, site: string) =>
    queryOptions({ queryKey: ["versions", site], queryFn: () => api.versions(site) }),
  version: (api: StudioApi, site: string, number: number) =>
    queryOptions({
      queryKey: ["versions", site, number],
      queryFn: () => api.version(site, number),
      // A version never changes.
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
