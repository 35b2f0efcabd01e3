import type { BlockType } from "@storefront/schemas";
import { isBlockType } from "@storefront/schemas/blocks/placements";
import type { Connectors } from "../blocks/contract.ts";
import { blockRegistry } from "../blocks/registry.ts";
import type { LooseZones } from "./page-renderer.tsx";

type Preloadable = { preload?: () => Promise<void> };

/** Loads the code of every block in these zones (their connectors where the app has them). */
export async function preloadBlocks(zones: LooseZones, connectors: Connectors = {}): Promise<void> {
  const types = new Set<BlockType>();
  for (const blocks of Object.values(zones)) {
    for (const block of blocks ?? []) if (isBlockType(block.type)) types.add(block.type);
  }
  await Promise.all(
    [...types].map((type) => {
      const component = (connectors[type] ?? blockRegistry[type]?.Component) as
        | Preloadable
        | undefined;
      return component?.preload?.();
    }),
  );
}
