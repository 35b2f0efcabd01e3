import { applyStyleNonce } from "@storefront/design-system/lib/style-nonce.ts";
import { reuseZoneOffsets } from "@storefront/rules/time/zone-offset";
import type { SiteDefinition } from "@storefront/schemas";
import { hydrate, QueryClient } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { lazySearchClient } from "../../search/lazy-search-client.ts";
import { App } from "./app.tsx";
import { definitionElementId, type PageState, readDataBlock, stateElementId } from "./page-data.ts";
import { createAppRouter, type RouterContext } from "./router.tsx";
import { yieldToBrowser } from "./yield-to-browser.ts";

/** Marks when the storefront's code starts, after the server's HTML has painted. */
const storefrontStartMark = "storefront-start";

/** Hydrates the server-rendered page, or renders it in the browser when the server sent none. */
export async function startStorefront(root: HTMLElement) {
  performance.mark(storefrontStartMark);
  // Between start-up steps the browser handles input and paints, so that no step adds to the
  // others in one long task (the module code has just been evaluated in the task before).
  await yieldToBrowser();
  applyStyleNonce();
  // The server validated the definition, filled in its defaults and embedded it as JSON data.
  const site = readDataBlock<SiteDefinition>(definitionElementId) as SiteDefinition;
  const state = readDataBlock<PageState>(stateElementId);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  if (state) hydrate(queryClient, state.queries);
  if (state?.zoneOffsets) reuseZoneOffsets(state.zoneOffsets);
  await yieldToBrowser();

  const context: RouterContext = {
    site,
    searchClient: lazySearchClient(site.integrations.search, window.location.origin),
    // The server's clock, so the stock filter (sold in the last N days) matches what it rendered.
    now: state ? new Date(state.now) : new Date(),
    origin: window.location.origin,
    queryClient,
  };
  const router = createAppRouter(context);
  await yieldToBrowser();

  if (state && root.hasChildNodes()) {
    // Marks the router as hydrating server HTML, so it renders the same tree the server did.
    router.ssr = { manifest: undefined };
    await router.load();
    await yieldToBrowser();
    // As a transition, hydration yields to the browser between blocks instead of one long task.
    startTransition(() => {
      hydrateRoot(root, <App context={context} router={router} />);
    });
  } else {
    createRoot(root).render(<App context={context} router={router} />);
  }
}
