import { useSyncExternalStore } from "react";
import { parseRoute, routeHref, type StudioRoute } from "./studio-route.ts";

const base = import.meta.env.BASE_URL;
const listeners = new Set<() => void>();
let cached: { href: string; route: StudioRoute } | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

function currentRoute(): StudioRoute {
  const href = window.location.href;
  if (cached?.href !== href) {
    cached = { href, route: parseRoute(window.location.pathname, window.location.search, base) };
  }
  return cached.route;
}

export function hrefOf(route: StudioRoute): string {
  return routeHref(route, base);
}

/** Goes to a screen; `replace` for changes within a screen, so Back leaves the screen. */
export function navigate(route: StudioRoute, options: { replace?: boolean } = {}): void {
  const href = hrefOf(route);
  if (options.replace) window.history.replaceState(null, "", href);
  else window.history.pushState(null, "", href);
  for (const listener of listeners) listener();
}

export function useStudioRoute(): [StudioRoute, typeof navigate] {
  const route = useSyncExternalStore(subscribe, currentRoute, currentRoute);
  return [route, navigate];
}
