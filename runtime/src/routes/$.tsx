import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { loadSitePage } from "../pages/load-site-page.ts";
import { PageView } from "../pages/page-view.tsx";
import { VehiclePage } from "../pages/vehicle-page.tsx";

/** Pages about one car, which their blocks read: its own page, checkout and printable sheet. */
const vehicleTemplates: ReadonlySet<string> = new Set([
  "vehicle",
  "print",
  "checkout",
  "checkout-journey",
]);

/** Every other page: content pages and the templates without a route of their own yet. */
export const Route = createFileRoute("/$")({
  // Route matching loads with the pages that need it, not with the home and search pages: the
  // loader and the page in one file, so the pages about a car fetch their route at once.
  codeSplitGroupings: [["loader", "component"]],
  loader: async ({ context, location }) => {
    const match = await loadSitePage(context, location.pathname, location.search);
    if (!match) throw notFound();
    // A vehicle's own page is never behind sign-in: it loads nothing for it.
    if (match.template !== "vehicle" && typeof window !== "undefined") {
      const { signInRedirectFor } = await import("../connectors/sign-in/gated-route.ts");
      const signIn = await signInRedirectFor(context, location.pathname, location.href);
      if (signIn) throw redirect({ href: signIn });
    }
    return match;
  },
  component: function SitePage() {
    const match = Route.useLoaderData();
    if (vehicleTemplates.has(match.template) && match.params.slug)
      return <VehiclePage page={match.page} slug={match.params.slug ?? ""} />;
    return <PageView page={match.page} title={match.title} trail={match.trail} />;
  },
});
