import type { PreviewReveal } from "./preview-protocol.ts";

/** The elements that mark what the studio asked to see (marks made by the renderer in preview). */
function revealSelector(reveal: PreviewReveal): string {
  switch (reveal.kind) {
    case "block":
      return `[data-preview-block="${CSS.escape(reveal.id)}"]`;
    case "block-type":
      return `[data-preview-type="${CSS.escape(reveal.type)}"]`;
    case "promo":
      return `[data-promo="${CSS.escape(reveal.id)}"]`;
    case "zone":
      return `[data-zone="${CSS.escape(reveal.zone)}"]`;
  }
}

/** The element itself, or (for a mark drawn with no box of its own) its first descendant with one. */
function withBox(element: Element): Element | undefined {
  if (element.getClientRects().length > 0) return element;
  for (const child of element.children) {
    const found = withBox(child);
    if (found) return found;
  }
  return undefined;
}

// A block's data or code may arrive a little after the page commits: look for a second or so.
const framesToLook = 60;

/** Scrolls what the studio asked to see into view once it is drawn; gives up when it never is. */
export function revealInPreview(reveal: PreviewReveal): Promise<boolean> {
  const selector = revealSelector(reveal);
  return new Promise((resolve) => {
    let frames = 0;
    const look = () => {
      const marked = document.querySelector(selector);
      const target = marked && withBox(marked);
      if (target) {
        target.scrollIntoView({ block: "center", behavior: "instant" });
        resolve(true);
      } else if (frames++ < framesToLook) requestAnimationFrame(look);
      else resolve(false);
    };
    look();
  });
}

/** One key for each thing to reveal, so the same one asked again is not scrolled to again. */
export const revealKey = (reveal: PreviewReveal | undefined): string =>
  reveal ? JSON.stringify(reveal) : "";
