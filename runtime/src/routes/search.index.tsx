import { createFileRoute } from "@tanstack/react-router";
import type { SearchPageData } from "../pages/load-search.ts";
import { SearchPage } from "../pages/search-page.tsx";
import { loadSearchRoute } from "../pages/search-route-loader.ts";
import { rawSearch } from "../search-state/raw-search.ts";

export const Route = createFileRoute("/search/")({
  validateSearch: rawSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadSearchRoute(context, "", deps.search),
  component: function SearchIndex() {
    const data: SearchPageData = Route.useLoaderData();
    return <SearchPage splat="" {...data} />;
  },
});
