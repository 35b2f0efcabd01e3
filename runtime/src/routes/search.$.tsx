import { createFileRoute, notFound } from "@tanstack/react-router";
import { SearchPage } from "../pages/search-page.tsx";
import { catalogueQuery } from "../queries/search-queries.ts";
import { pathRefinements } from "../search-state/scope.ts";
import { validateUrlSearch } from "../search-state/url-params.ts";

export const Route = createFileRoute("/search/$")({
  validateSearch: validateUrlSearch,
  loader: async ({ context, params }) => {
    const catalogue = await context.queryClient.ensureQueryData(catalogueQuery(context));
    if (!pathRefinements(params._splat, context.site, catalogue)) throw notFound();
  },
  component: function SearchSplat() {
    return <SearchPage splat={Route.useParams()._splat ?? ""} search={Route.useSearch()} />;
  },
});
