/** How far outside the viewport a deferred block starts loading: half a screen ahead. */
const nearMargin = "50% 0px";

/** The longest a block that came may hold back the next one (its code or render stalled). */
const longestWait = 1000;

/** Shows a block; resolves once it has rendered in its place (its height is its own). */
export type Show = () => Promise<unknown> | undefined;

type Waiting = { show: Show; stopped: () => void };

/** Places of blocks still to come, and whether each is near now (as the observer last said). */
const waiting = new Map<Element, Waiting>();
const near = new Set<Element>();
let observer: IntersectionObserver | undefined;
let showing = false;

const inPageOrder = (a: Element, b: Element) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/** One frame on: what the block rendered is laid out by then. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * Shows the first near block in page order, waits for it to render, then asks the observer
 * afresh where the others are. Before their blocks come, places are a pixel high, so on a
 * page's load every place below the fold can be within reach at once; the blocks that come
 * push the rest down, and only those still near then come, each in a task of its own.
 */
async function showNext() {
  if (showing || !observer) return;
  const element = [...near].sort(inPageOrder)[0];
  const entry = element && waiting.get(element);
  if (!element || !entry) return;
  showing = true;
  forget(element);
  await new Promise<void>((resolve) => {
    entry.stopped = resolve;
    const fallback = setTimeout(resolve, longestWait);
    Promise.resolve(entry.show())
      .catch(() => undefined)
      .then(nextFrame)
      .then(() => {
        clearTimeout(fallback);
        resolve();
      });
  });
  showing = false;
  near.clear();
  // Observing again brings each place's current state in the observer's next report.
  for (const place of waiting.keys()) {
    observer.unobserve(place);
    observer.observe(place);
  }
}

function forget(element: Element) {
  waiting.delete(element);
  near.delete(element);
  observer?.unobserve(element);
}

function observe(element: Element) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!waiting.has(entry.target)) continue;
        if (entry.isIntersecting) near.add(entry.target);
        else near.delete(entry.target);
      }
      void showNext();
    },
    { rootMargin: nearMargin },
  );
  observer.observe(element);
}

/**
 * Calls `show` once, when `element` comes within half a screen of the viewport (at once where
 * the browser cannot tell). Blocks come one at a time, in page order: `show`'s promise tells
 * when its block has rendered. Returns the clean-up.
 */
export function onNearViewport(element: Element, show: Show): (() => void) | undefined {
  if (typeof IntersectionObserver === "undefined") {
    show();
    return undefined;
  }
  const entry: Waiting = { show, stopped: () => {} };
  waiting.set(element, entry);
  observe(element);
  return () => {
    // A block taken away while it renders no longer holds the next one back.
    entry.stopped();
    if (waiting.get(element) === entry) forget(element);
  };
}
