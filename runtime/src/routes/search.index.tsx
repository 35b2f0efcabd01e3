import { createFileRoute } from "@tanstack/react-router";
import { SearchPage } from "../pages/search-page.tsx";
import { catalogueQuery } from "../queries/search-queries.ts";
import { validateUrlSearch } from "../search-state/url-params.ts";

export const Route = createFileRoute("/search/")({
  validateSearch: validateUrlSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(catalogueQuery(context)),
  component: function SearchIndex() {
    return <SearchPage splat="" search={Route.useSearch()} />;
  },
});
