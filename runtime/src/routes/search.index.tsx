import { createFileRoute } from "@tanstack/react-router";
import { loadSearch } from "../pages/load-search.ts";
import { SearchPage } from "../pages/search-page.tsx";
import { validateUrlSearch } from "../search-state/url-params.ts";

export const Route = createFileRoute("/search/")({
  validateSearch: validateUrlSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadSearch(context, "", deps.search),
  component: function SearchIndex() {
    return <SearchPage splat="" search={Route.useSearch()} />;
  },
});
