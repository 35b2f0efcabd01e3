import type { BlockInstanceOf, BlockProps, BlockType, FieldHint } from "@storefront/schemas";
import type { IconName } from "lucide-react/dynamic";
import type { ComponentType } from "react";
import type { BlockDefinitions } from "./registry.ts";

// The studio's forms read field hints from the props schema's `.meta()` (see schemas/).
export type { FieldHint };

export type BlockCategory = "Layout" | "Content" | "Home" | "Search" | "Vehicle";

/** How the studio presents a block: its palette entry (see `palette.ts`). */
export type BlockMeta = {
  label: string;
  category: BlockCategory;
  /** A lucide icon name; the studio draws it, so storefront pages never load block icons. */
  icon: IconName;
  description: string;
};

/** How a block the server renders comes alive in the browser (see `DeclaredBlock`). */
export type ServerRendered = "until-near" | "until-used" | "static";

/** A block's component, usually loaded with the page that uses it (`lazyBlock`). */
type BlockComponent<P> = ComponentType<P> & { preload?: () => Promise<void> };

type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The props a block's schema declares (an empty schema's index signature left out). */
type SchemaProps<T extends BlockType> = {
  [K in keyof BlockProps<T> as string extends K ? never : K]: BlockProps<T>[K];
};

/** The component's props beyond the block's own: what its connector may supply. */
type ExtraProps<T extends BlockType, P> = Omit<P, keyof SchemaProps<T>>;

type RequiredKeys<O> = { [K in keyof O]-?: object extends Pick<O, K> ? never : K }[keyof O];

/**
 * The checks `defineBlock` adds to a definition, each an impossible property when it fails, so
 * a mismatch is a type error at the definition:
 * - the component takes every prop the schema declares, of exactly the schema's output type;
 * - a component that needs more (live data) is marked `needsData`, and only such a one is.
 */
type DefinitionChecks<T extends BlockType, P> = (
  keyof SchemaProps<T> extends keyof P
    ? SameType<Pick<P, keyof SchemaProps<T> & keyof P>, SchemaProps<T>>
    : false
) extends true
  ? RequiredKeys<ExtraProps<T, P>> extends never
    ? { needsData?: false }
    : {
        /** Shows live data (stock, the route, the site's menus) that the app's connector supplies. */
        needsData: true;
      }
  : { "The component's props differ from the block's props schema": never };

/** One block, as its folder declares it: what `defineBlock` takes and gives back. */
export type DeclaredBlock<T extends BlockType, P> = {
  type: T;
  /** Renders from the block's props (the schema's output) plus, with `needsData`, its data. */
  Component: BlockComponent<P>;
  needsData?: boolean;
  /**
   * Sits below the fold and shows nothing of use before its code runs (it waits for data after
   * hydration, or is a form): its code and data load when it comes near the viewport, not with
   * the page.
   */
  loadsWhenNear?: boolean;
  /**
   * Shows what matters without its code (figures from the page's data), so the server renders it
   * in full and the browser keeps that HTML until its code arrives: `"until-near"` loads the code
   * (and the block comes alive) as the shopper comes near it, `"until-used"` as the shopper first
   * reaches for it (a pointer over it, a touch, focus inside; the click or key that woke it acts
   * once the code is there), `"static"` never for a page the server rendered (a link or a
   * figure); on a page rendered in the browser the block loads at once.
   */
  serverRendered?: ServerRendered;
  /**
   * The page anchor (element id) the block renders, which its place holds before it loads, so a
   * link to it scrolls there (and so brings the block near).
   */
  anchor?: string;
};

/**
 * Declares a block: binds its contract in schemas/ (props schema with defaults and field hints,
 * placement), found by `type`, to its component, studio metadata and data needs. Generic over
 * the component's props, so a component whose props drift from the schema fails to type-check.
 */
export const defineBlock = <T extends BlockType, P extends object>(
  definition: DeclaredBlock<T, P> & DefinitionChecks<T, P>,
): DeclaredBlock<T, P> & DefinitionChecks<T, P> => definition;

type Definitions = BlockDefinitions;

/** What a block's component takes: its props, plus its data for a block with `needsData`. */
type BlockComponentProps<T extends BlockType> = T extends keyof Definitions
  ? Definitions[T]["Component"] extends ComponentType<infer P>
    ? P
    : never
  : BlockProps<T>; // not registered yet: `blockRegistry` reports it

/** The data a connector supplies to a block: its component's props beyond the block's own. */
export type BlockData<T extends BlockType> = ExtraProps<T, BlockComponentProps<T>>;

/** A registered block, as the renderer reads it. */
type BlockDefinition<T extends BlockType> = {
  type: T;
  loadsWhenNear?: boolean;
  serverRendered?: ServerRendered;
  anchor?: string;
} & (
  | { needsData?: false | undefined; Component: BlockComponent<BlockProps<T>> }
  | { needsData: true; Component: BlockComponent<BlockComponentProps<T>> }
);

/** Every block type: its definition. The app passes it to the renderer. */
export type BlockRegistry = { readonly [T in BlockType]: BlockDefinition<T> };

/** The block types that show live data, each needing a connector in the app. */
export type DataBlockType = {
  [T in BlockType]: T extends keyof Definitions
    ? Definitions[T] extends { needsData: true }
      ? T
      : never
    : never;
}[BlockType];

export type ConnectorProps<T extends BlockType> = {
  block: BlockInstanceOf<T>;
  /** The block's component from the registry, to render with the block's props and its data. */
  Block: BlockComponent<BlockComponentProps<T>>;
};

/** The app's binding of a data block to its data: renders `Block` with the props and the data. */
export type Connector<T extends BlockType> = BlockComponent<ConnectorProps<T>>;

/** The connectors the renderer may be given (an app gives one for every data block). */
export type Connectors = { readonly [T in BlockType]?: Connector<T> };
