import "@storefront/design-system/styles/globals.css";
import { applyStyleNonce } from "@storefront/design-system/lib/style-nonce.ts";
import type { SiteDefinition } from "@storefront/schemas";
import { hydrate, QueryClient } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import {
  definitionElementId,
  type PageState,
  readDataBlock,
  stateElementId,
} from "./app/page-data.ts";
import { createAppRouter, type RouterContext } from "./app/router.tsx";
import { previewQueryParam } from "./preview/preview-protocol.ts";
import { lazySearchClient } from "./search/lazy-search-client.ts";

// The server validated the definition, filled in its defaults and embedded it as JSON data.
applyStyleNonce();
const site = readDataBlock<SiteDefinition>(definitionElementId) as SiteDefinition;
const root = document.getElementById("root") as HTMLElement;

async function startStorefront() {
  const state = readDataBlock<PageState>(stateElementId);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  if (state) hydrate(queryClient, state.queries);

  const context: RouterContext = {
    site,
    searchClient: lazySearchClient(site.integrations.search, window.location.origin),
    // The server's clock, so the stock filter (sold in the last N days) matches what it rendered.
    now: state ? new Date(state.now) : new Date(),
    origin: window.location.origin,
    queryClient,
  };
  const router = createAppRouter(context);

  if (state && root.hasChildNodes()) {
    // Marks the router as hydrating server HTML, so it renders the same tree the server did.
    router.ssr = { manifest: undefined };
    await router.load();
    // As a transition, hydration yields to the browser between blocks instead of one long task.
    startTransition(() => {
      hydrateRoot(root, <App context={context} router={router} />);
    });
  } else {
    createRoot(root).render(<App context={context} router={router} />);
  }
}

if (new URLSearchParams(window.location.search).has(previewQueryParam)) {
  // The studio's preview loads its own code, so storefront pages never download it.
  const { startPreview } = await import("./preview/start-preview.tsx");
  startPreview(root, site);
} else {
  await startStorefront();
}
