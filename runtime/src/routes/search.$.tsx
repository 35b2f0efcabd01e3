import { createFileRoute, notFound } from "@tanstack/react-router";
import { SearchPage } from "../pages/search-page.tsx";
import { rawSearch } from "../search-state/raw-search.ts";

export const Route = createFileRoute("/search/$")({
  validateSearch: rawSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, params, deps }) => {
    const { loadSearch } = await import("../pages/load-search.ts");
    if (!(await loadSearch(context, params._splat ?? "", deps.search))) throw notFound();
  },
  component: function SearchSplat() {
    return <SearchPage splat={Route.useParams()._splat ?? ""} search={Route.useSearch()} />;
  },
});
