/**
 * Runs inside the page (installed with `page.addInitScript`): times one interaction from its
 * input event to the first frame that shows its outcome.
 *
 * What a page shows is read as a signature: on search pages the results count and the first
 * card's link, on the home page the Show Me count. Every change of signature is noted with the
 * time its frame was done (a task queued from that frame's requestAnimationFrame runs once the
 * frame's style, layout and paint work is over). `arm(eventType)` notes the signature before;
 * the next event of that type, caught before the page's own handlers, starts the clock.
 * `result()` is the time from that event to the first frame showing the final signature, once
 * the page has settled on a new one; `unchanged()` is true once a search came and went without
 * changing what the page shows.
 */
export function installInteractionTimer() {
  const countOf = (selector) => document.querySelector(selector)?.textContent?.trim() ?? "";
  const signature = () =>
    location.pathname === "/"
      ? countOf('[data-slot="show-me-count"]')
      : `${countOf('[data-slot="search-heading"] [role="status"]')}|${
          document.querySelector('[data-slot="vehicle-card"] h3 a')?.getAttribute("href") ?? ""
        }`;
  const settled = () =>
    location.pathname === "/"
      ? document.querySelector('[data-slot="show-me-button"]')?.dataset.state === "ready"
      : document.querySelector('[data-slot="search-results"]')?.dataset.state === "ready";

  let armed;
  let started;
  let before = "";
  let last;
  let frames = [];
  /** Whether the page has shown a search under way since the event. */
  let busy = false;

  const frameDone = (entry) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        entry.at = performance.now();
      };
      channel.port2.postMessage(undefined);
    });
  const observe = () => {
    if (started !== undefined && !settled()) busy = true;
    const now = signature();
    if (now === last) return;
    last = now;
    const entry = { signature: now, at: undefined };
    frames.push(entry);
    frameDone(entry);
  };
  const start = (event) => {
    if (event.type !== armed || started !== undefined) return;
    started = event.timeStamp;
  };
  for (const type of ["click", "change", "pointerup"])
    addEventListener(type, start, { capture: true });
  addEventListener("DOMContentLoaded", () => {
    new MutationObserver(observe).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["href", "data-state"],
    });
  });

  window.__interactionTimer = {
    arm(eventType) {
      armed = eventType;
      started = undefined;
      busy = false;
      before = signature();
      last = before;
      frames = [];
    },
    /** The signature the page shows now. */
    signature,
    /** Milliseconds, once the page settled on new results; undefined before. */
    result() {
      if (started === undefined || !settled()) return undefined;
      const final = signature();
      if (final === before) return undefined;
      const frame = frames.find((entry) => entry.signature === final);
      return frame?.at === undefined ? undefined : frame.at - started;
    },
    /** What the timer knows, to explain an interaction that never settled. */
    state: () => ({ armed, started, busy, before, now: signature(), settled: settled(), frames }),
    /** True when the page settled on what it showed before (no change to time). */
    unchanged() {
      return started !== undefined && busy && settled() && signature() === before;
    },
  };
}
