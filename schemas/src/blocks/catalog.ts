import { z } from "zod";
import {
  breadcrumbProps,
  featureBannerProps,
  pageHeadingProps,
  richTextProps,
  whyBuyFromUsProps,
} from "./content-blocks.ts";
import { brandGridProps, facetTilesProps, heroSearchProps } from "./home-blocks.ts";
import { announcementBarProps, siteFooterProps, siteHeaderProps } from "./layout-blocks.ts";
import { blockPlacements, isBlockType, type PlacedBlockType } from "./placements.ts";
import { facetPanelProps, searchHeadingProps, searchResultsProps } from "./search-blocks.ts";

/** Every block type: its props schema. Adding a block adds one line here. */
export const blockProps = {
  "announcement-bar": announcementBarProps,
  "site-header": siteHeaderProps,
  "site-footer": siteFooterProps,
  breadcrumb: breadcrumbProps,
  "page-heading": pageHeadingProps,
  "rich-text": richTextProps,
  "feature-banner": featureBannerProps,
  "why-buy-from-us": whyBuyFromUsProps,
  "hero-search": heroSearchProps,
  "facet-tiles": facetTilesProps,
  "brand-grid": brandGridProps,
  "search-heading": searchHeadingProps,
  "facet-panel": facetPanelProps,
  "search-results": searchResultsProps,
} as const;

export type BlockType = keyof typeof blockProps;
export const blockTypes = Object.keys(blockProps) as [BlockType, ...BlockType[]];
export type BlockProps<T extends BlockType> = z.infer<(typeof blockProps)[T]>;
export type BlockPropsInput<T extends BlockType> = z.input<(typeof blockProps)[T]>;

export { blockPlacements, isBlockType };

// Every block with props has a placement, and every placement a block.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _placementsMatchProps: Same<BlockType, PlacedBlockType> = true;

export const blockId = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    "Use letters, digits, hyphens and underscores (64 at most)",
  );

const instanceOf = <T extends BlockType>(type: T) =>
  z.strictObject({
    type: z.literal(type),
    id: blockId,
    hidden: z.boolean().default(false).meta({ description: "Kept in the page but not shown." }),
    props: (blockProps[type] as z.ZodObject).prefault({}),
  });

const instances = blockTypes.map(instanceOf) as unknown as [
  ReturnType<typeof instanceOf<BlockType>>,
  ...ReturnType<typeof instanceOf<BlockType>>[],
];

/** A block placed on a page: `{ type, id, props }`. */
export const blockInstance = z.discriminatedUnion("type", instances, {
  error: (issue) =>
    issue.code === "invalid_union"
      ? `Unknown block type${typeof (issue.input as { type?: unknown })?.type === "string" ? ` "${(issue.input as { type: string }).type}"` : ""}; known types: ${blockTypes.join(", ")}`
      : undefined,
});

export type BlockInstance = {
  [T in BlockType]: { type: T; id: string; hidden: boolean; props: BlockProps<T> };
}[BlockType];
export type BlockInstanceInput = z.input<typeof blockInstance>;
