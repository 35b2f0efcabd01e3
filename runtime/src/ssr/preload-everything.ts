import { preloadAllLazyBlocks } from "@storefront/design-system/renderer/lazy-block.ts";
import { loadEveryBlockFamily } from "../app/core/storefront-blocks.ts";

/** The server loads every block and lazily loaded part once, so no render waits for code. */
export async function preloadEverything(): Promise<void> {
  // Loading the families creates their blocks' and connectors' lazy parts; each then preloads its own.
  await loadEveryBlockFamily();
  await preloadAllLazyBlocks();
  // Parts created by modules that just loaded (facet lists and sliders) load in a second pass.
  await preloadAllLazyBlocks();
}
