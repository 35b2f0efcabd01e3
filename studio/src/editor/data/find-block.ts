import type { BlockInstanceInput } from "@storefront/schemas";
import type { BlockRef, Draft, ZoneRef } from "../editor-state.ts";
import { zonesOf } from "./pages.ts";
import { blocksOf } from "./zones.ts";

/** The blocks of a zone of a page (or of the layout), as the studio shows them. */
export function zoneBlocks(draft: Draft, ref: ZoneRef): BlockInstanceInput[] {
  return blocksOf(zonesOf(draft, ref.page), ref.zone);
}

export type FoundBlock = { block: BlockInstanceInput; index: number; blocks: BlockInstanceInput[] };

/** The block a ref points at, with its index in its zone. */
export function findBlock(draft: Draft, ref: BlockRef): FoundBlock | undefined {
  const blocks = zoneBlocks(draft, ref);
  const index = blocks.findIndex((block) => block.id === ref.blockId);
  const block = blocks[index];
  return block ? { block, index, blocks } : undefined;
}

export function sameBlockRef(a: BlockRef, b: BlockRef): boolean {
  return a.page === b.page && a.zone === b.zone && a.blockId === b.blockId;
}

export function sameZone(a: ZoneRef, b: ZoneRef): boolean {
  return a.page === b.page && a.zone === b.zone;
}
