import { type ReactNode, useEffect, useRef, useState } from "react";
import type { ServerRendered } from "../blocks/contract.ts";

/** How far outside the viewport a deferred block starts loading: half a screen ahead. */
const nearMargin = "50% 0px";

/** Set once the first page the browser rendered (or hydrated) is in place. */
let pageHydrated = false;
/** The browser's marker of a server-rendered block: React leaves its server HTML as it is. */
const keptHtml = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true };

/**
 * Renders its children once their place comes near the viewport; until then an empty marker
 * holds the place. For blocks that render nothing before their data arrives, so neither their
 * code nor their data loads for a shopper who never scrolls to them. A block's anchor is the
 * marker's id until then, so a link to it scrolls to its place.
 *
 * A block the server renders (`serverRendered`) is inside the marker on the server, and the
 * browser keeps that HTML (React does not touch an element's inner HTML while hydrating) until
 * `load` has brought its code: as it comes near (`"until-near"`), or never on a page the server
 * rendered (`"static"`). On a page the browser renders, a static block renders at once.
 */
export function WhenNearViewport({
  name,
  anchor,
  serverRendered,
  load,
  children,
}: {
  name: string;
  anchor?: string | undefined;
  serverRendered?: ServerRendered | undefined;
  /** Loads the block's code, so it then renders without suspending. */
  load?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [near, setNear] = useState(() => serverRendered === "static" && pageHydrated);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    pageHydrated = true;
    const element = marker.current;
    if (near || !element || serverRendered === "static") return;
    // The server's HTML stays until the block's code can replace it at once.
    const show = () => {
      if (serverRendered) load?.().then(() => setNear(true));
      else setNear(true);
    };
    if (typeof IntersectionObserver === "undefined") return show();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, serverRendered, load]);
  useEffect(() => {
    if (!near || !anchor || window.location.hash !== `#${anchor}`) return;
    // A link named this block: once its own element takes the anchor from the marker, bring it
    // into view again, since blocks loading above it may have pushed it away meanwhile.
    const observer = new MutationObserver(() => {
      const target = document.getElementById(anchor);
      if (!target || target.dataset.slot === "deferred-block") return;
      observer.disconnect();
      target.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [near, anchor]);
  if (near) return children;
  const content = serverRendered && (typeof document === "undefined" ? { children } : keptHtml);
  return (
    <div
      ref={marker}
      id={anchor}
      data-slot="deferred-block"
      data-block={name}
      // A static block's place is no box of its own: an empty one leaves no gap in its zone.
      className={serverRendered === "static" ? "contents" : "min-h-px"}
      {...content}
    />
  );
}
