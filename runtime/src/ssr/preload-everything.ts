import { blockRegistry } from "@storefront/design-system/blocks/registry.ts";
import { preloadAllLazyBlocks } from "@storefront/design-system/renderer/lazy-block.ts";
import { connectors } from "../connectors/index.ts";

/** The server loads every block and lazily loaded part once, so no render waits for code. */
export async function preloadEverything(): Promise<void> {
  // Touching the registry and connectors creates their lazy parts; each then preloads its own.
  if (!Object.keys(blockRegistry).length || !Object.keys(connectors).length) return;
  await preloadAllLazyBlocks();
  // Parts created by modules that just loaded (facet lists and sliders) load in a second pass.
  await preloadAllLazyBlocks();
}
