import { createFileRoute, notFound } from "@tanstack/react-router";
import { PageView } from "../pages/page-view.tsx";
import { catalogueQuery } from "../queries/search-queries.ts";
import { browserKnownSlugs } from "../routing/browser-known-slugs.ts";
import { matchPath } from "../routing/match-path.ts";

/** Every other page: content pages and the templates without a route of their own yet. */
export const Route = createFileRoute("/$")({
  loader: async ({ context, location }) => {
    const catalogue = await context.queryClient.ensureQueryData(catalogueQuery(context));
    const match = matchPath(
      context.site,
      location.pathname,
      browserKnownSlugs(context.site, catalogue),
    );
    if (!match) throw notFound();
    return match;
  },
  component: function SitePage() {
    const match = Route.useLoaderData();
    return <PageView page={match.page} />;
  },
});
