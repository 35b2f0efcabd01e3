import { createFileRoute, notFound } from "@tanstack/react-router";
import type { SearchPageData } from "../pages/load-search.ts";
import { SearchPage } from "../pages/search-page.tsx";
import { rawSearch } from "../search-state/raw-search.ts";

export const Route = createFileRoute("/search/$")({
  validateSearch: rawSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, params, deps }): Promise<SearchPageData> => {
    const { loadSearch } = await import("../pages/load-search.ts");
    const data = await loadSearch(context, params._splat ?? "", deps.search);
    if (!data) throw notFound();
    return data;
  },
  component: function SearchSplat() {
    const data: SearchPageData = Route.useLoaderData();
    return <SearchPage splat={Route.useParams()._splat ?? ""} {...data} />;
  },
});
