import type { BlockInstanceInput } from "@storefront/schemas";

export type ZoneMap = Record<string, BlockInstanceInput[]>;

/** Shared by every empty zone, so an empty zone keeps its identity between renders. */
const noBlocks: BlockInstanceInput[] = [];

/** The blocks of one zone; a zone the page does not list yet is empty. */
export function blocksOf(zones: ZoneMap | undefined, zone: string): BlockInstanceInput[] {
  return zones?.[zone] ?? noBlocks;
}
