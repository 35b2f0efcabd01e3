import { SiteLayout } from "@storefront/design-system/renderer/page-renderer.tsx";
import { LinkProvider } from "@storefront/design-system/renderer/site-link.tsx";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { LazyToaster } from "../app/lazy-toaster.tsx";
import type { RouterContext } from "../app/router.tsx";
import { RouterLink } from "../app/router-link.tsx";
import { useSite } from "../app/site-context.tsx";
import { connectors } from "../connectors/index.ts";
import { NotFoundPage } from "../pages/not-found-page.tsx";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { site } = useSite();
  return (
    <LinkProvider value={RouterLink}>
      <SiteLayout zones={site.layout.zones} connectors={connectors}>
        <Outlet />
      </SiteLayout>
      <LazyToaster />
    </LinkProvider>
  );
}
