import { takingZoneOffsets } from "@storefront/rules/time/zone-offset";
import { type DehydratedState, dehydrate, QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, isNotFound } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App } from "../app/core/app.tsx";
import { createAppRouter } from "../app/core/router.tsx";
import type { SiteContextValue } from "../app/core/site-context.tsx";

export type RenderedPage = {
  html: string;
  status: number;
  queryState: DehydratedState;
  /** The time zone offsets the render read, which the browser reuses as it hydrates. */
  zoneOffsets: Record<string, number>;
};

/**
 * Renders a page on the server with its data (the stock catalogue, the search results), so the
 * shopper sees it before any script runs; the browser hydrates it from the same query state.
 */
export async function renderApp(context: SiteContextValue, url: string): Promise<RenderedPage> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const routerContext = { ...context, queryClient };
  const router = createAppRouter(routerContext, createMemoryHistory({ initialEntries: [url] }), {
    server: true,
  });
  await router.load();
  const notFound = router.state.matches.some(
    (match) => match.status === "notFound" || isNotFound(match.error),
  );
  // Everything the page needs is loaded above, so a synchronous render is complete. (A streaming
  // render would reveal large parts with inline scripts, which the CSP forbids.)
  const [html, zoneOffsets] = takingZoneOffsets(() =>
    renderToString(<App context={routerContext} router={router} />),
  );
  return { html, status: notFound ? 404 : 200, queryState: dehydrate(queryClient), zoneOffsets };
}
