import type { BlockType } from "@storefront/schemas";
import type { Connectors } from "../blocks/contract.ts";
import { blockRegistry } from "../blocks/registry.ts";
import type { Zones } from "./page-renderer.tsx";

async function preloadBlock<T extends BlockType>(type: T, connectors: Connectors): Promise<void> {
  if (!Object.hasOwn(blockRegistry, type)) return;
  const definition = blockRegistry[type];
  await Promise.all([
    definition.Component.preload?.(),
    definition.needsData ? connectors[type]?.preload?.() : undefined,
  ]);
}

/** Loads the code of every block in these zones, and of the app's connectors for them. */
export async function preloadBlocks(zones: Zones, connectors: Connectors = {}): Promise<void> {
  const types = new Set<BlockType>();
  for (const blocks of Object.values(zones))
    for (const block of blocks ?? []) types.add(block.type);
  await Promise.all([...types].map((type) => preloadBlock(type, connectors)));
}
