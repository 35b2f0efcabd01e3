import type {
  BlockRegistry,
  Connector,
  Connectors,
  DataBlockType,
} from "@storefront/design-system/blocks/contract.ts";
import { lazyBlock } from "@storefront/design-system/renderer/lazy-block.ts";
import type { ComponentType } from "react";

/** The connector `name` of a module, loaded with the page that shows its block. */
export const connector = <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazyBlock(
    () =>
      load().then((module) => module[name]) as Promise<
        ComponentType<M[K] extends ComponentType<infer P> ? P : never>
      >,
  );

/** A connector for each data block of a family: type checking fails while one has none. */
export type FamilyConnectors<Blocks> = {
  readonly [T in keyof Blocks & DataBlockType]: Connector<T>;
};

/** A block family as the storefront loads it: its blocks' definitions and their connectors. */
export type BlockFamilyModule = { blocks: Partial<BlockRegistry>; connectors: Connectors };
