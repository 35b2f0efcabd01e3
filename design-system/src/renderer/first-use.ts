/** What the shopper did to a server-rendered block before its code was there, to do again. */
export type Replay = (root: Element) => void;

/** The way from `root` down to `node`: the child index at each level. */
const pathTo = (root: Element, node: Element): number[] => {
  const path: number[] = [];
  for (let at = node; at !== root && at.parentElement; at = at.parentElement)
    path.unshift([...at.parentElement.children].indexOf(at));
  return path;
};

const follow = (root: Element, path: readonly number[]): Element | undefined =>
  path.reduce<Element | undefined>((at, index) => at?.children[index], root);

/** Keys that only move focus between controls: the browser does that without the block's code. */
const focusKeys = new Set(["Tab", "Shift", "Control", "Alt", "Meta"]);

/**
 * Calls `load` when the shopper first reaches for the server-rendered HTML in `marker` (a mouse
 * over it, a touch, focus inside), then `show` with what to do again in the block once it has
 * rendered in the same place: focus where focus was, and the last click or key pressed while
 * the code loaded. Returns the clean-up.
 */
export function loadOnFirstUse(
  marker: Element,
  load: () => Promise<unknown>,
  show: (replay: Replay) => void,
): () => void {
  let loading = false;
  let stopped = false;
  let action: { path: number[]; key?: string | undefined; link?: boolean } | undefined;
  const wake = (event: Event) => {
    // A touch passing over is no reach for the block; a mouse over it is.
    if (event.type === "pointerover" && (event as PointerEvent).pointerType !== "mouse") return;
    if (loading) return;
    loading = true;
    load().then(() => {
      if (stopped) return;
      const focused = document.activeElement;
      const focus = focused && marker.contains(focused) ? pathTo(marker, focused) : undefined;
      show((root) => {
        if (focus) (follow(root, focus) as HTMLElement | undefined)?.focus();
        // Read once the block has rendered: a click or key that came while it rendered, after
        // the code had loaded, is done again too.
        const done = action;
        const target = done && follow(root, done.path);
        if (!done || !target) return;
        if (done.key !== undefined)
          target.dispatchEvent(new KeyboardEvent("keydown", { key: done.key, bubbles: true }));
        else if (!done.link) (target as HTMLElement).click();
        else {
          // The browser followed the link already: only the block's own handling runs again.
          const followed = (event: Event) => event.preventDefault();
          window.addEventListener("click", followed);
          (target as HTMLElement).click();
          window.removeEventListener("click", followed);
        }
      });
    });
  };
  const act = (event: Event) => {
    const key = event instanceof KeyboardEvent ? event.key : undefined;
    if (key !== undefined && focusKeys.has(key)) return;
    const target = event.target instanceof Element ? event.target : undefined;
    // A link is followed as it is (a new tab opens only on the shopper's own click); a click on
    // anything else would do nothing on the kept HTML, so it waits for the code.
    const link = target?.closest("a[href]") ?? undefined;
    if (key === undefined && !link) event.preventDefault();
    const acted = link ?? target;
    if (acted) action = { path: pathTo(marker, acted), key, link: key === undefined && !!link };
    wake(event);
  };
  const wakeEvents = ["pointerover", "pointerdown", "focusin"] as const;
  const actEvents = ["click", "keydown"] as const;
  for (const type of wakeEvents) marker.addEventListener(type, wake);
  for (const type of actEvents) marker.addEventListener(type, act);
  // A mark for tests: from here on, the shopper's reach loads the block and is answered.
  marker.setAttribute("data-listening", "");
  return () => {
    stopped = true;
    marker.removeAttribute("data-listening");
    for (const type of wakeEvents) marker.removeEventListener(type, wake);
    for (const type of actEvents) marker.removeEventListener(type, act);
  };
}
