import { blockRegistry } from "@storefront/design-system/blocks/registry.ts";
import type { AppBlocks } from "@storefront/design-system/renderer/preload-blocks.ts";
import { connectors } from "../connectors/index.ts";

/** The blocks the storefront renders: the design system's registry, fed by the connectors. */
export const storefrontBlocks = {
  registry: blockRegistry,
  connectors,
} as const satisfies AppBlocks;
