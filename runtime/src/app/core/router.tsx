import type { QueryClient } from "@tanstack/react-query";
import { createRouter, parseSearchWith, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "../../routeTree.gen.ts";
import { queryString } from "../../search-state/query-string.ts";
import type { SiteContextValue } from "./site-context.tsx";

export type RouterContext = SiteContextValue & { queryClient: QueryClient };

/**
 * Search parameters stay plain strings (`make=Toyota,Mazda&price=10000:30000`); each route's
 * validateSearch reads them.
 */
export function createAppRouter(
  context: RouterContext,
  history?: RouterHistory,
  { server = false } = {},
) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    trailingSlash: "preserve",
    defaultPreload: "intent",
    // A pointer passing over links preloads nothing, and a preload never adds to the frame that
    // brought the pointer there (a page scrolled under a still pointer, say).
    defaultPreloadDelay: 50,
    defaultPreloadStaleTime: 0,
    // The browser restores scroll; on the server it would need an inline script the CSP forbids.
    scrollRestoration: !server,
    isServer: server,
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: (search) => {
      const query = queryString(Object.entries(search));
      return query ? `?${query}` : "";
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
