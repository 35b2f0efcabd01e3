import { blockKey } from "../builder/focus-block.ts";
import type { BlockRef } from "../editor/editor-state.ts";

const focusable = "input, textarea, select, button, [tabindex]:not([tabindex='-1'])";

/** The field of the form that shows this pointer, or the nearest one above it. */
function fieldFor(pointer: string, within: ParentNode): HTMLElement | null {
  for (let current = pointer; current; current = current.slice(0, current.lastIndexOf("/"))) {
    const field = within.querySelector<HTMLElement>(
      `[data-slot="schema-field"][data-pointer="${CSS.escape(current)}"]`,
    );
    if (field) return field.querySelector<HTMLElement>(focusable);
  }
  return null;
}

/**
 * Focuses what a problem points at once it is on screen (after a page or view change): its
 * field in a form, else the block's card, else `fallback`. Gives up after a few frames.
 */
export function focusProblem(pointer: string, block: BlockRef | null, fallback?: string): void {
  let frames = 0;
  const attempt = () => {
    const field = fieldFor(pointer, document);
    const card = block
      ? document.querySelector<HTMLElement>(
          `[data-block-key="${CSS.escape(blockKey(block))}"] [data-card-part="select"]`,
        )
      : null;
    const target =
      field ??
      (frames > 3
        ? (card ?? (fallback ? document.querySelector<HTMLElement>(fallback) : null))
        : null);
    if (target) {
      target.focus();
      target.scrollIntoView({ block: "nearest" });
      return;
    }
    if (frames++ < 20) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
