import type { QueryClient } from "@tanstack/react-query";
import { createRouter, parseSearchWith, stringifySearchWith } from "@tanstack/react-router";
import { routeTree } from "../routeTree.gen.ts";
import type { SiteContextValue } from "./site-context.tsx";

export type RouterContext = SiteContextValue & { queryClient: QueryClient };

/**
 * Search parameters stay plain strings (`make=Toyota,Mazda&price=10000:30000`); each route's
 * validateSearch reads them.
 */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => String(value)),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
