import { type ReactNode, useEffect, useRef, useState } from "react";

/** How far outside the viewport a deferred block starts loading: half a screen ahead. */
const nearMargin = "50% 0px";

/**
 * Renders its children once their place comes near the viewport; until then (and on the server)
 * an empty marker holds the place. For blocks that render nothing before their data arrives, so
 * neither their code nor their data loads for a shopper who never scrolls to them. A block's
 * anchor is the marker's id until then, so a link to it scrolls to its place.
 */
export function WhenNearViewport({
  name,
  anchor,
  children,
}: {
  name: string;
  anchor?: string | undefined;
  children: ReactNode;
}) {
  const [near, setNear] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
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
  return (
    <div
      ref={marker}
      id={anchor}
      data-slot="deferred-block"
      data-block={name}
      className="min-h-px"
    />
  );
}
