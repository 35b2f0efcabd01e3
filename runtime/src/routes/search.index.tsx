import { createFileRoute } from "@tanstack/react-router";
import { SearchPage } from "../pages/search-page.tsx";
import { rawSearch } from "../search-state/raw-search.ts";

export const Route = createFileRoute("/search/")({
  validateSearch: rawSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const { loadSearch } = await import("../pages/load-search.ts");
    await loadSearch(context, "", deps.search);
  },
  component: function SearchIndex() {
    return <SearchPage splat="" search={Route.useSearch()} />;
  },
});
