/** How far outside the viewport a deferred block starts loading: half a screen ahead. */
const nearMargin = "50% 0px";

/**
 * Calls `show` once, when `element` comes within half a screen of the viewport (at once where
 * the browser cannot tell). Returns the clean-up.
 */
export function onNearViewport(element: Element, show: () => void): (() => void) | undefined {
  if (typeof IntersectionObserver === "undefined") {
    show();
    return undefined;
  }
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
}
