import type { DocumentHead } from "../../src/app/core/document-head.ts";
import { preloadEverything } from "../../src/ssr/preload-everything.ts";
import { renderApp } from "../../src/ssr/render-app.tsx";
import type { PageRenderer } from "../http/page-response.ts";
import type { SiteEngines } from "../site-engines.ts";
import { serverSearchClient } from "./server-search-client.ts";
import { withVehicleHead } from "./vehicle-head.ts";

/**
 * Server rendering of storefront pages, searching the embedded engine in process. Their code
 * starts loading at once; `loaded` settles when it has (loaded or not), for a server to wait on
 * as it stops, so no module loads after it has.
 */
export function createPageRenderer(engines: SiteEngines): PageRenderer & { loaded: Promise<void> } {
  const ready = preloadEverything();
  const render: PageRenderer = async (site, url, origin) => {
    await ready;
    const head: DocumentHead = {};
    const now = new Date();
    const page = await renderApp(
      { site, searchClient: serverSearchClient(site, engines, origin), now, origin, head },
      url,
    );
    return {
      html: page.html,
      status: page.status,
      head: { ...withVehicleHead(head, site.name), title: head.title ?? site.name },
      state: { now: now.toISOString(), queries: page.queryState, zoneOffsets: page.zoneOffsets },
    };
  };
  // A failed load fails each render (served as the bare shell), not the process.
  return Object.assign(render, {
    loaded: ready.then(
      () => {},
      () => {},
    ),
  });
}
