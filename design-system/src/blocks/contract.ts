import type { BlockInstance, BlockProps, BlockType, Placement } from "@storefront/schemas";
import type { IconName } from "lucide-react/dynamic";
import type { ComponentType } from "react";

export type BlockCategory = "Layout" | "Content" | "Home" | "Search";

/** How the studio edits one prop (the props schema gives its type, range and default). */
export type FieldHint = {
  widget?:
    | "text"
    | "textarea"
    | "number"
    | "switch"
    | "select"
    | "colour"
    | "image"
    | "link"
    | "list";
  help?: string;
  placeholder?: string;
};

export type BlockMeta = {
  label: string;
  category: BlockCategory;
  /** A lucide icon name; the studio draws it, so storefront pages never load block icons. */
  icon: IconName;
  description: string;
  /** Which templates and zones take the block, and how many per page (from schemas/). */
  placement: Placement;
  /** Keyed by prop path (`link.href`, `items`). */
  fieldHints?: Record<string, FieldHint>;
  /** Shows live data (stock, the route, the site's menus), supplied by the runtime's connectors. */
  needsData?: boolean;
};

/**
 * A block: its presentational component, which renders from its instance props (content
 * blocks) or from props plus data (blocks with `needsData`, bound by a connector), and the
 * studio's metadata. Its props schema and placement live in schemas/.
 */
export type BlockDefinition<T extends BlockType> = {
  type: T;
  // Data blocks take more props than their instance props; connectors supply them.
  // biome-ignore lint/suspicious/noExplicitAny: each block types its own component
  Component: ComponentType<any>;
  meta: BlockMeta;
};

export type InstanceOf<T extends BlockType> = Extract<BlockInstance, { type: T }>;

/** The runtime's binding of a data block to its data, rendering the block's component. */
export type Connector<T extends BlockType> = ComponentType<{ block: InstanceOf<T> }>;
export type Connectors = { [T in BlockType]?: Connector<T> };

export const defineBlock = <T extends BlockType>(definition: BlockDefinition<T>) => definition;

export type StaticBlockProps<T extends BlockType> = BlockProps<T>;
