import { createFileRoute, notFound } from "@tanstack/react-router";
import type { SearchPageData } from "../pages/load-search.ts";
import { SearchPage } from "../pages/search-page.tsx";
import { rawSearch } from "../search-state/raw-search.ts";

export const Route = createFileRoute("/search/")({
  validateSearch: rawSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }): Promise<SearchPageData> => {
    const { loadSearch } = await import("../pages/load-search.ts");
    // The default search path names nothing, so it is always found.
    const data = await loadSearch(context, "", deps.search);
    if (!data) throw notFound();
    return data;
  },
  component: function SearchIndex() {
    const data: SearchPageData = Route.useLoaderData();
    return <SearchPage splat="" {...data} />;
  },
});
