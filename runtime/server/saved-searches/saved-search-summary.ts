import type { SavedSearchSummary } from "@storefront/schemas/shopper/saved-search";
import type { SavedSearch } from "../store/shoppers/saved-searches.ts";

/** A saved search as the shopper's pages list it: its title, where it leads, whether alerts go. */
export const savedSearchSummary = (search: SavedSearch): SavedSearchSummary => ({
  id: search.id,
  title: search.title,
  href: `${search.path}${search.query ? `?${search.query}` : ""}`,
  email: search.email,
  alerts: search.alerts_stopped_at === null,
  created_at: search.created_at,
});
