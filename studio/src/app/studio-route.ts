/**
 * The studio's screens as a tiny state machine over the URL: the site list, or the editor of one
 * draft (with the open page and view in the query, so a reload lands where the marketer was).
 */

import type { LeadFilters } from "../leads/lead-filters.ts";
import { leadFiltersFrom, leadFiltersQuery } from "../leads/lead-filters.ts";

export type EditorView = "build" | "settings";

export type StudioRoute =
  | { screen: "sites" }
  | { screen: "editor"; slug: string; pageId: string | null; view: EditorView }
  /** A served site's leads (`site` null: the first site), filtered, with one lead open. */
  | { screen: "leads"; site: string | null; filters: LeadFilters; lead: string | null };

const sitesPrefix = "sites/";
const leadsPath = "leads";

export function parseRoute(pathname: string, search: string, base: string): StudioRoute {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : "";
  if (rest.replace(/\/$/, "") === leadsPath) {
    const query = new URLSearchParams(search);
    return {
      screen: "leads",
      site: query.get("site") || null,
      filters: leadFiltersFrom(query),
      lead: query.get("lead") || null,
    };
  }
  if (rest.startsWith(sitesPrefix)) {
    const slug = decodeURIComponent(rest.slice(sitesPrefix.length).replace(/\/$/, ""));
    if (slug && !slug.includes("/")) {
      const query = new URLSearchParams(search);
      const view = query.get("view") === "settings" ? "settings" : "build";
      return { screen: "editor", slug, pageId: query.get("page"), view };
    }
  }
  return { screen: "sites" };
}

export function routeHref(route: StudioRoute, base: string): string {
  if (route.screen === "sites") return base;
  if (route.screen === "leads") {
    const query = new URLSearchParams();
    if (route.site) query.set("site", route.site);
    for (const [key, value] of leadFiltersQuery(route.filters)) query.set(key, value);
    if (route.lead) query.set("lead", route.lead);
    return `${base}${leadsPath}${query.size ? `?${query}` : ""}`;
  }
  const query = new URLSearchParams();
  if (route.pageId) query.set("page", route.pageId);
  if (route.view !== "build") query.set("view", route.view);
  const search = query.size ? `?${query}` : "";
  return `${base}${sitesPrefix}${encodeURIComponent(route.slug)}${search}`;
}
