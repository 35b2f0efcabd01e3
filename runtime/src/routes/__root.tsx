import {
  LocationChangesProvider,
  type SubscribeToLocation,
} from "@storefront/design-system/renderer/location-changes.tsx";
import { SiteLayout } from "@storefront/design-system/renderer/page-renderer.tsx";
import { LinkProvider } from "@storefront/design-system/renderer/site-link.tsx";
import { createRootRouteWithContext, Outlet, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { RouterContext } from "../app/core/router.tsx";
import { RouterLink } from "../app/core/router-link.tsx";
import { useSite } from "../app/core/site-context.tsx";
import { preloadZones, storefrontBlocks } from "../app/core/storefront-blocks.ts";
import { LazyToaster } from "../app/lazy-toaster.tsx";
import { useVisitTracking } from "../app/tracking/use-visit-tracking.ts";
import { NotFoundPage } from "../pages/not-found-page.tsx";
import { pageOf, preloadPage } from "../pages/preload-page.ts";
import { catalogueQuery } from "../queries/search-queries.ts";

export const Route = createRootRouteWithContext<RouterContext>()({
  // Menus and search paths read the stock catalogue on every page.
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(catalogueQuery(context)),
      preloadZones(context.site.layout.zones),
      preloadPage(pageOf(context.site, "not-found")),
    ]);
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { site, mode } = useSite();
  const { history } = useRouter();
  const subscribeToLocation = useCallback<SubscribeToLocation>(
    (listener) => history.subscribe(() => listener()),
    [history],
  );
  return (
    <LinkProvider value={RouterLink}>
      <LocationChangesProvider value={subscribeToLocation}>
        <SiteLayout zones={site.layout.zones} {...storefrontBlocks} mode={mode}>
          <Outlet />
        </SiteLayout>
      </LocationChangesProvider>
      <LazyToaster />
      <VisitTracking />
    </LinkProvider>
  );
}

/** Follows the address on its own, so a new address does not draw the header and footer again. */
function VisitTracking() {
  useVisitTracking();
  return null;
}
