import type { BlockRef } from "../editor/editor-state.ts";

export const blockKey = (ref: BlockRef) => `${ref.page}/${ref.zone}/${ref.blockId}`;

export type CardPart = "select" | "move-up" | "move-down" | "handle";

/**
 * Puts keyboard focus on a block's card once it has been drawn (after a move or an insert the
 * card is a new element), on the same control when it is still usable.
 */
export function focusBlockCard(ref: BlockRef, part: CardPart = "select"): void {
  requestAnimationFrame(() => {
    const card = document.querySelector(`[data-block-key="${CSS.escape(blockKey(ref))}"]`);
    if (!card) return;
    const wanted = card.querySelector<HTMLElement>(`[data-card-part="${part}"]:not(:disabled)`);
    const target = wanted ?? card.querySelector<HTMLElement>('[data-card-part="select"]');
    target?.focus();
    target?.scrollIntoView({ block: "nearest" });
  });
}
