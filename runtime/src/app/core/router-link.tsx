import type { SiteLinkProps } from "@storefront/design-system/renderer/site-link.tsx";
import { useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import type { AppRouter } from "./router.tsx";

const isLocal = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** The preload waiting for the pointer to rest: one at a time, as the pointer is on one link. */
let intent: ReturnType<typeof setTimeout> | undefined;

// A built href (path and query) is a complete destination; the typed `to` is for route literals.
type HrefNavigation = { href: string; to?: undefined; resetScroll?: boolean };

const preload = (router: AppRouter, href: string) =>
  void router
    .preloadRoute({ href } as HrefNavigation as Parameters<typeof router.preloadRoute>[0])
    .catch(() => undefined);

/**
 * Links inside the site navigate through the router (no page reload); anchors, other schemes and
 * modified clicks behave as ordinary links. A link's page preloads as the router's options say:
 * on intent, once the pointer has rested on it for `defaultPreloadDelay` (a pointer passing over
 * links preloads nothing).
 *
 * TanStack's own Link builds its location again on every navigation, for each link on the page;
 * these links are built hrefs already, so they only read the router's preload settings.
 */
export function RouterLink({
  href,
  onClick,
  onMouseEnter,
  onMouseLeave,
  keepScroll,
  ...props
}: SiteLinkProps) {
  const router = useRouter();
  const local = isLocal(href) && !props.target;
  const { defaultPreload, defaultPreloadDelay } = router.options;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A link followed, whoever follows it, needs no preload.
    clearTimeout(intent);
    if (
      !local ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void router.navigate({ href, resetScroll: !keepScroll } as HrefNavigation as Parameters<
      typeof router.navigate
    >[0]);
  };
  const handleMouseEnter = (event: MouseEvent<HTMLAnchorElement>) => {
    onMouseEnter?.(event);
    clearTimeout(intent);
    if (local && defaultPreload === "intent")
      intent = setTimeout(() => preload(router, href), defaultPreloadDelay ?? 0);
  };
  const handleMouseLeave = (event: MouseEvent<HTMLAnchorElement>) => {
    onMouseLeave?.(event);
    clearTimeout(intent);
  };
  return (
    <a
      href={href}
      onClick={handleClick}
      onMouseEnter={handleMouseEnter}
      onMouseLeave={handleMouseLeave}
      {...props}
    />
  );
}
