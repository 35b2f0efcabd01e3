import { onNearViewport } from "./on-near-viewport.ts";

/** What the shopper did to a server-rendered block before its code was there, to do again. */
export type Replay = (root: Element) => void;

/** The way from `root` down to `node`: the child index at each level. */
const pathTo = (root: Element, node: Element): number[] => {
  const parent = node.parentElement;
  return node === root || !parent
    ? []
    : [...pathTo(root, parent), [...parent.children].indexOf(node)];
};

const follow = (root: Element, path: readonly number[]): Element | undefined =>
  path.reduce<Element | undefined>((at, index) => at?.children[index], root);

/** The control a press on `node` is a press of (a button's icon presses the button). */
const controlOf = (node: Element) => node.closest("button, a[href]") ?? node;

/** Keys that only move focus between controls: the browser does that without the block's code. */
const focusKeys = /^(Tab|Shift|Control|Alt|Meta)$/;

/**
 * Marks a loading state in a block's server-rendered HTML that only the block's code ends (the
 * 360 spin of a gallery that opens on its Spin tab): see `loadOnFirstUse`.
 */
export const awaitsCode = { "data-awaits-code": "" };

/**
 * Calls `load` when the shopper first reaches for the server-rendered HTML in `marker` (a mouse
 * over it, a touch, focus inside), then `show` with what to do again in the block once it has
 * rendered in the same place: focus where focus was, and the last press or key while the code
 * loaded. HTML showing a loading state (`awaitsCode`) waits for no reach: its code loads as the
 * loading state comes near the viewport (a reach that came before the listeners, while the page
 * was still loading, is not heard). Returns the clean-up.
 */
export function loadOnFirstUse(
  marker: Element,
  load: () => Promise<unknown>,
  show: (replay: Replay) => void,
): () => void {
  let loading = false;
  let stopped = false;
  // `key`: a key the block itself handles; `followed`: a link the browser has followed already;
  // `held`: the control a mouse press not yet released was made on (see release).
  let action:
    | { path: number[]; key: string | false; followed: boolean; held?: Element | undefined }
    | undefined;
  // The block's node a press held across the render was made on, once the block is there.
  let pressedAfterRender: HTMLElement | undefined;
  const events = ["pointerover", "focusin", "pointerdown", "click", "keydown"] as const;
  const releases = ["pointerup", "pointercancel"] as const;
  let stopNear: (() => void) | undefined;
  const stop = () => {
    stopped = true;
    marker.removeAttribute("data-listening");
    for (const type of events) marker.removeEventListener(type, reach);
    stopNear?.();
  };
  const stopWatchingRelease = () => {
    for (const type of releases) window.removeEventListener(type, release, true);
  };
  // A button clicks only where the press that began on it ends on it: a press dragged off and
  // released elsewhere (or taken over by a drag) does nothing, before or after the render.
  const release = (event: Event) => {
    stopWatchingRelease();
    const on = (pressed: Element | undefined) =>
      event.type === "pointerup" && pressed?.contains(event.target as Node) === true;
    const rendered = pressedAfterRender;
    pressedAfterRender = undefined;
    if (rendered) {
      const control = controlOf(rendered);
      if (!on(control)) return;
      // Should the browser click the block's control itself, that click is the one answer.
      let clicked = false;
      const heard = (click: Event) => {
        clicked ||= control.contains(click.target as Node);
      };
      window.addEventListener("click", heard, true);
      setTimeout(() => {
        window.removeEventListener("click", heard, true);
        if (!clicked) rendered.click();
      });
      return;
    }
    if (!action?.held) return;
    if (on(action.held)) action.held = undefined;
    else action = undefined;
  };
  const reach = (event: Event) => {
    const { type, key, pointerType, button } = event as KeyboardEvent & PointerEvent;
    const mouse = pointerType === "mouse";
    // A touch passing over is no reach for the block; a mouse over it is.
    if ((type === "pointerover" && !mouse) || focusKeys.test(key)) return;
    // A mouse press held while the block renders ends on new nodes, where no click follows: it
    // is answered as a click where it is released, unless one comes first (a tap clicks where it
    // ends).
    const down = type === "pointerdown";
    if (key || type === "click" || (down && mouse && !button)) {
      const target = event.target as Element;
      const link = target.closest("a[href]");
      // Enter or Space on a button is a click, answered as one (a key done again has no default
      // action). A link is followed as it is (a new tab opens only on the shopper's own click);
      // a click or key press on anything else would do nothing on the kept HTML: it waits.
      const press = key === "Enter" || key === " " ? target.closest("button") : !key;
      if (press && !link && !down) event.preventDefault();
      action = {
        path: pathTo(marker, link ?? target),
        key: !press && key,
        followed: !down && !key && !!link,
        held: down ? controlOf(target) : undefined,
      };
      if (down) for (const type of releases) window.addEventListener(type, release, true);
    }
    begin();
  };
  function begin() {
    if (loading) return;
    loading = true;
    load().then(() => {
      if (stopped) return;
      const focused = document.activeElement as Element;
      const focus = marker.contains(focused) && pathTo(marker, focused);
      show((root) => {
        // The block may render in the marker's own element: what is done again is not recorded.
        stop();
        if (focus) (follow(root, focus) as HTMLElement | undefined)?.focus();
        // Read once the block has rendered: a press that came while it rendered, after the code
        // had loaded, is done again too.
        const done = action;
        const target = done && (follow(root, done.path) as HTMLElement | undefined);
        if (!done || !target) return stopWatchingRelease();
        if (done.held) {
          pressedAfterRender = target;
          return;
        }
        if (done.key)
          target.dispatchEvent(new KeyboardEvent("keydown", { key: done.key, bubbles: true }));
        else {
          // A link the browser followed: only the block's own handlers run again (a router's
          // link leaves a click whose default is prevented to the browser).
          if (done.followed)
            target.addEventListener("click", (event) => event.preventDefault(), { once: true });
          target.click();
        }
      });
    });
  }
  for (const type of events) marker.addEventListener(type, reach);
  const awaiting = marker.querySelector("[data-awaits-code]");
  if (awaiting)
    stopNear = onNearViewport(awaiting, () => {
      begin();
      return undefined;
    });
  // A mark for tests: from here on, the shopper's reach loads the block and is answered.
  marker.setAttribute("data-listening", "");
  // A press held across the render is still watched until it is released.
  return stop;
}
