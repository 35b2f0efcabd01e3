import type { BlockType } from "@storefront/schemas";
import type { BlockRegistry, Connectors } from "../blocks/contract.ts";
import { isPageHydrated } from "./page-hydrated.ts";
import type { Zones } from "./page-renderer.tsx";

/** The blocks an app renders: the registry, and its connectors for the blocks showing data. */
export type AppBlocks = { registry: BlockRegistry; connectors?: Connectors | undefined };

async function preloadBlock<T extends BlockType>(
  type: T,
  { registry, connectors = {} }: AppBlocks,
): Promise<void> {
  if (!Object.hasOwn(registry, type)) return;
  const definition = registry[type];
  // A block used at once on a page the browser renders loads with it, so it shows with the page.
  const atOnce = definition.serverRendered === "until-used" && isPageHydrated();
  if (definition.loadsWhenNear || (definition.serverRendered && !atOnce)) return;
  await Promise.all([
    definition.Component.preload?.(),
    definition.needsData ? connectors[type]?.preload?.() : undefined,
  ]);
}

/**
 * Loads the code of every block in these zones, and of the app's connectors for them, but for the
 * blocks that load (or hydrate) when they come near the viewport or are first used.
 */
export async function preloadBlocks(zones: Zones, app: AppBlocks): Promise<void> {
  const types = new Set<BlockType>();
  for (const blocks of Object.values(zones))
    for (const block of blocks ?? []) types.add(block.type);
  await Promise.all([...types].map((type) => preloadBlock(type, app)));
}
