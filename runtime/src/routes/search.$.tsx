import { createFileRoute, notFound } from "@tanstack/react-router";
import { loadSearch } from "../pages/load-search.ts";
import { SearchPage } from "../pages/search-page.tsx";
import { validateUrlSearch } from "../search-state/url-params.ts";

export const Route = createFileRoute("/search/$")({
  validateSearch: validateUrlSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, params, deps }) => {
    if (!(await loadSearch(context, params._splat ?? "", deps.search))) throw notFound();
  },
  component: function SearchSplat() {
    return <SearchPage splat={Route.useParams()._splat ?? ""} search={Route.useSearch()} />;
  },
});
