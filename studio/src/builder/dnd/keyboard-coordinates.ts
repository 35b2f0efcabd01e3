import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * Arrow Up/Down move a picked-up block to the previous or next drop place on the canvas (every
 * block and every zone's end, in reading order), across zones; other keys do nothing.
 *
 * The sensor scrolls instead of moving when the next place lies in the far half of a scroll
 * area, which skips places for blocks picked up from the palette (outside the canvas). So the
 * chosen place is first scrolled into the near half here, and its live position returned.
 */
export const builderKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const down = event.code === "ArrowDown";
  if (!down && event.code !== "ArrowUp") return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  let best: { top: number; left: number; node: HTMLElement | null } | undefined;
  for (const entry of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(entry.id);
    if (!rect || entry.id === over?.id) continue;
    const ahead = down ? rect.top > collisionRect.top + 1 : rect.top < collisionRect.top - 1;
    if (!ahead) continue;
    if (!best || (down ? rect.top < best.top : rect.top > best.top)) {
      best = { top: rect.top, left: rect.left, node: entry.node.current };
    }
  }
  if (!best) return undefined;
  if (!best.node) return { x: best.left, y: best.top };
  best.node.scrollIntoView({ block: down ? "start" : "end", inline: "nearest" });
  const live = best.node.getBoundingClientRect();
  return { x: live.left, y: live.top };
};
