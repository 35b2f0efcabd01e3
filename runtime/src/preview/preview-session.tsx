import type { SiteDefinition } from "@storefront/schemas";
import { QueryClient } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { type AppRouter, createAppRouter, type RouterContext } from "../app/core/router.tsx";
import { createSearchClient } from "../search/create-search-client.ts";
import { PreviewApp } from "./preview-app.tsx";
import { previewHistory } from "./preview-history.ts";
import { keepLinksInPreview } from "./preview-links.ts";
import { servedSearch } from "./preview-site.ts";

export type PreviewSession = {
  /**
   * Shows the site at the path, at the moment `at` (epoch milliseconds; the session's start
   * when undefined); resolves once the page is committed to the document.
   */
  show: (site: SiteDefinition, path: string, at?: number) => Promise<void>;
};

type Navigation = Parameters<AppRouter["navigate"]>[0];
const toHref = (href: string, replace = false) => ({ href, replace }) as Navigation;

// The first render is acknowledged by the router once committed; this only keeps a render that
// never commits from holding back every later version.
const firstRenderTimeout = 10_000;

function renderFirst(element: HTMLElement, router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, firstRenderTimeout);
    const unsubscribe = router.subscribe("onRendered", done);
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
    createRoot(element).render(<PreviewApp router={router} />);
  });
}

/**
 * The real storefront app driven by the studio: one router and one query cache for the whole
 * session, so each new version of the site re-renders in place, reusing the stock already
 * fetched, with the search engine of the server it runs on.
 */
export function createPreviewSession(
  element: HTMLElement,
  served: SiteDefinition,
  onNavigate: (path: string) => void,
): PreviewSession {
  const origin = window.location.origin;
  const own = served.integrations.search;
  const searchClient = createSearchClient(servedSearch(own, own), origin);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  // Fixed for the session unless the studio asks for another moment: stock queries are keyed
  // by their filters, which count from it.
  const sessionStart = new Date();
  let now = sessionStart;
  const contextFor = (site: SiteDefinition): RouterContext => ({
    site,
    searchClient,
    now,
    origin,
    queryClient,
    mode: "preview",
  });
  let router: AppRouter | undefined;
  let currentPath = "";

  const start = async (site: SiteDefinition, path: string) => {
    const created = createAppRouter(contextFor(site), previewHistory(path));
    // A new version reloads the page's data before it commits, rather than showing the old
    // data first and the new a moment later: each version appears whole, and `show` resolves
    // only once it has.
    created.update({ ...created.options, defaultStaleReloadMode: "blocking" });
    router = created;
    // Paths the studio asked for are known to it; others come from clicks inside the preview.
    created.subscribe("onResolved", ({ toLocation }) => {
      if (toLocation.href === currentPath) return;
      currentPath = toLocation.href;
      onNavigate(currentPath);
    });
    keepLinksInPreview((href) => void created.navigate(toHref(href)));
    await created.load();
    await renderFirst(element, created);
  };

  return {
    show: async (site, path, at) => {
      if ((at ?? sessionStart.getTime()) !== now.getTime())
        now = at === undefined ? sessionStart : new Date(at);
      const pathChanged = path !== currentPath;
      currentPath = path;
      if (!router) return start(site, path);
      router.update({ ...router.options, context: contextFor(site) });
      if (pathChanged) await router.navigate(toHref(path, true));
      else await router.invalidate();
    },
  };
}
