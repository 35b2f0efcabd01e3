import { useRouter } from "@tanstack/react-router";
import type { ComponentProps, MouseEvent } from "react";

const isLocal = (href: string) => href.startsWith("/") && !href.startsWith("//");

/**
 * How long the pointer rests on a link before its page preloads: a pointer passing over links
 * preloads nothing, and a preload never adds to the frame that brought the pointer there (a page
 * scrolled under a still pointer, say).
 */
const intentMs = 50;
/** The preload waiting for the pointer to rest: one at a time, as the pointer is on one link. */
let intent: ReturnType<typeof setTimeout> | undefined;

// A built href (path and query) is a complete destination; the typed `to` is for route literals.
type HrefNavigation = { href: string; to?: undefined };

/**
 * Links inside the site navigate through the router (no page reload, preloading on intent);
 * anchors, other schemes and modified clicks behave as ordinary links.
 */
export function RouterLink({
  href,
  onClick,
  onMouseEnter,
  onMouseLeave,
  ...props
}: ComponentProps<"a"> & { href: string }) {
  const router = useRouter();
  const local = isLocal(href) && !props.target;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
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
    clearTimeout(intent);
    void router.navigate({ href } as HrefNavigation as Parameters<typeof router.navigate>[0]);
  };
  const handleMouseEnter = (event: MouseEvent<HTMLAnchorElement>) => {
    onMouseEnter?.(event);
    clearTimeout(intent);
    if (local)
      intent = setTimeout(() => {
        void router
          .preloadRoute({ href } as HrefNavigation as Parameters<typeof router.preloadRoute>[0])
          .catch(() => undefined);
      }, intentMs);
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
