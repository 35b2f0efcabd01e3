import type { BlockMeta } from "@storefront/design-system/blocks/contract.ts";
import { blockPalette } from "@storefront/design-system/blocks/palette.ts";
import { isBlockType } from "@storefront/schemas";

const unknownBlock = (type: string): BlockMeta => ({
  label: `Unknown block "${type}"`,
  category: "Content",
  icon: "circle-help",
  description: "This block type is not in the design system.",
});

/** A block type's label, icon, category and description, from the design system's palette. */
export function blockMeta(type: string): BlockMeta {
  return isBlockType(type) ? blockPalette[type] : unknownBlock(type);
}
