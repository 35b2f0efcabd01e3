import { notFound } from "@tanstack/react-router";
import type { RouterContext } from "../app/core/router.tsx";
import type { RawSearch } from "../search-state/raw-search.ts";
import type { loadSearch, SearchPageData } from "./load-search.ts";

let loaded: typeof loadSearch | undefined;

/**
 * The search routes' loader. The search page's code loads with the first search page; from then
 * on a search uses it at once, since even a loaded module's dynamic import resolves only after
 * the work queued before it (the frames and photos of the search just shown).
 */
export async function loadSearchRoute(
  context: RouterContext,
  splat: string,
  raw: RawSearch,
): Promise<SearchPageData> {
  loaded ??= (await import("./load-search.ts")).loadSearch;
  const data = await loaded(context, splat, raw);
  if (!data) throw notFound();
  return data;
}
