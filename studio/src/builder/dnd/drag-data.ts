import type { BlockRef, ZoneRef } from "../../editor/editor-state.ts";

/** What is being dragged: a block on the canvas, or a new block from the palette. */
export type DragSource =
  | { kind: "block"; ref: BlockRef; type: string }
  | { kind: "palette"; type: string };

/** Where it is over: a block (drop before or after it), or the end of a zone. */
export type DropTarget = { kind: "block"; ref: BlockRef } | { kind: "zone-end"; zone: ZoneRef };

const sep = "\u0000";

export const blockDragId = (ref: BlockRef) =>
  `block${sep}${ref.page}${sep}${ref.zone}${sep}${ref.blockId}`;
export const zoneEndId = (zone: ZoneRef) => `zone-end${sep}${zone.page}${sep}${zone.zone}`;
export const paletteDragId = (type: string) => `palette${sep}${type}`;

export function targetZone(target: DropTarget): ZoneRef {
  return target.kind === "block" ? { page: target.ref.page, zone: target.ref.zone } : target.zone;
}
