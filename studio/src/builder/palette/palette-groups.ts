import type { BlockCategory, BlockMeta } from "@storefront/design-system/blocks/contract.ts";
import { blockMeta } from "../../block-info/block-meta.ts";
import type { PaletteBlock } from "../../editor/placement/palette-blocks.ts";

export type PaletteItem = PaletteBlock & { meta: BlockMeta };
export type PaletteGroup = { category: BlockCategory; items: PaletteItem[] };

const categoryOrder: BlockCategory[] = ["Content", "Home", "Search", "Vehicle", "Layout"];

const matches = (item: PaletteItem, words: string[]) => {
  const text = `${item.meta.label} ${item.meta.description} ${item.meta.category}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

/** The palette's blocks grouped by category, keeping those that match every word searched. */
export function paletteGroups(blocks: PaletteBlock[], search: string): PaletteGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const items = blocks
    .map((block) => ({ ...block, meta: blockMeta(block.type) }))
    .filter((item) => matches(item, words));
  return categoryOrder
    .map((category) => ({
      category,
      items: items
        .filter((item) => item.meta.category === category)
        .sort((a, b) => a.meta.label.localeCompare(b.meta.label)),
    }))
    .filter((group) => group.items.length > 0);
}
