/** What the shopper does to scroll or move on: from then on the page is theirs to place. */
const shopperTakesOver = ["wheel", "touchstart", "keydown", "pointerdown", "hashchange"] as const;

/**
 * After a link to `anchor` (`#vehicle-map`), brings its block into view once the block's own
 * element takes the id from its marker, and again each time the page's height changes (blocks
 * around it loading and growing would otherwise push it away), until the shopper scrolls, touches,
 * presses a key or follows another anchor. Returns the clean-up.
 */
export function keepAnchorInView(anchor: string): () => void {
  let target: HTMLElement | undefined;
  const bringIntoView = () => target?.scrollIntoView();
  const growth = new ResizeObserver(bringIntoView);
  const arrived = () => {
    const element = document.getElementById(anchor);
    if (!element || element.dataset.slot === "deferred-block") return false;
    target = element;
    // Its first report, at once, brings the block into view.
    growth.observe(document.body);
    return true;
  };
  const arrival = new MutationObserver(() => {
    if (arrived()) arrival.disconnect();
  });
  if (!arrived()) arrival.observe(document.body, { childList: true, subtree: true });
  const stop = () => {
    arrival.disconnect();
    growth.disconnect();
    for (const type of shopperTakesOver) window.removeEventListener(type, stop, true);
  };
  for (const type of shopperTakesOver)
    window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
