import { useRouter } from "@tanstack/react-router";
import type { ComponentProps, MouseEvent } from "react";

const isLocal = (href: string) => href.startsWith("/") && !href.startsWith("//");

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
    void router.navigate({ href } as HrefNavigation as Parameters<typeof router.navigate>[0]);
  };
  const handleMouseEnter = (event: MouseEvent<HTMLAnchorElement>) => {
    onMouseEnter?.(event);
    if (local)
      void router
        .preloadRoute({ href } as HrefNavigation as Parameters<typeof router.preloadRoute>[0])
        .catch(() => undefined);
  };
  return <a href={href} onClick={handleClick} onMouseEnter={handleMouseEnter} {...props} />;
}
