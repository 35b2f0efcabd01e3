import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * Arrow Up/Down move a picked-up block to the previous or next drop place on the canvas (every
 * block and every zone's end, in reading order), across zones; other keys do nothing.
 */
export const builderKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const down = event.code === "ArrowDown";
  if (!down && event.code !== "ArrowUp") return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  let best: { top: number; left: number } | undefined;
  for (const entry of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(entry.id);
    if (!rect || entry.id === over?.id) continue;
    const ahead = down ? rect.top > collisionRect.top + 1 : rect.top < collisionRect.top - 1;
    if (!ahead) continue;
    if (!best || (down ? rect.top < best.top : rect.top > best.top)) best = rect;
  }
  return best ? { x: best.left, y: best.top } : undefined;
};
