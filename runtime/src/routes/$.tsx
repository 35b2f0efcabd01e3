import { createFileRoute, notFound } from "@tanstack/react-router";
import { PageView } from "../pages/page-view.tsx";
import { VehiclePage } from "../pages/vehicle-page.tsx";

/** Every other page: content pages and the templates without a route of their own yet. */
export const Route = createFileRoute("/$")({
  loader: async ({ context, location }) => {
    // Route matching loads with the pages that need it, not with the home and search pages.
    const { loadSitePage } = await import("../pages/load-site-page.ts");
    const match = await loadSitePage(context, location.pathname, location.search);
    if (!match) throw notFound();
    return match;
  },
  component: function SitePage() {
    const match = Route.useLoaderData();
    if (match.template === "vehicle" || match.template === "print")
      return <VehiclePage page={match.page} slug={match.params.slug ?? ""} />;
    return <PageView page={match.page} />;
  },
});
