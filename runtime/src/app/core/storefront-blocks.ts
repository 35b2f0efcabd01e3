import type { BlockRegistry, Connectors } from "@storefront/design-system/blocks/contract.ts";
import {
  type BlockFamily,
  blockFamilies,
} from "@storefront/design-system/blocks/families/index.ts";
import { isPageHydrated } from "@storefront/design-system/renderer/page-hydrated.ts";
import type { Zones } from "@storefront/design-system/renderer/page-renderer.tsx";
import {
  type AppBlocks,
  preloadBlocks,
} from "@storefront/design-system/renderer/preload-blocks.ts";
import type { BlockFamilyModule } from "../../connectors/connector.ts";
import * as layout from "../../connectors/families/layout.ts";
import { yieldToBrowser } from "./yield-to-browser.ts";

/**
 * Each block family's definitions and connectors. Only the layout's are in every page's code;
 * the others load with the first page that shows one of their blocks, so a page's first load
 * holds the loaders of its own families' blocks rather than of every block.
 */
const families: { readonly [F in BlockFamily]: () => Promise<BlockFamilyModule> } = {
  layout: async () => layout,
  content: () => import("../../connectors/families/content.ts"),
  home: () => import("../../connectors/families/home.ts"),
  search: () => import("../../connectors/families/search.ts"),
  browsing: () => import("../../connectors/families/browsing.ts"),
  vehicle: () => import("../../connectors/families/vehicle.ts"),
  print: () => import("../../connectors/families/print.ts"),
  checkout: () => import("../../connectors/families/checkout.ts"),
  forms: () => import("../../connectors/families/forms.ts"),
  shopper: () => import("../../connectors/families/shopper.ts"),
  locations: () => import("../../connectors/families/locations.ts"),
  offers: () => import("../../connectors/families/offers.ts"),
  brands: () => import("../../connectors/families/brands.ts"),
};

/**
 * The blocks the storefront renders: the design system's definitions, fed by the connectors, of
 * the families loaded so far. A route's loader loads its page's families (`preloadZones`) before
 * the page renders; the server loads them all (`loadEveryBlockFamily`).
 */
export const storefrontBlocks = {
  registry: { ...layout.blocks } as Partial<BlockRegistry> as BlockRegistry,
  connectors: { ...layout.connectors } as Connectors,
} as const satisfies AppBlocks;

const loading = new Map<BlockFamily, Promise<void>>();

function loadFamily(family: BlockFamily): Promise<void> {
  let loaded = loading.get(family);
  if (!loaded) {
    loaded = families[family]().then(({ blocks, connectors }) => {
      Object.assign(storefrontBlocks.registry, blocks);
      Object.assign(storefrontBlocks.connectors, connectors);
    });
    // A failed load (the network) is tried again by the next page that needs it.
    loaded.catch(() => loading.delete(family));
    loading.set(family, loaded);
  }
  return loaded;
}

/** Loads every block family: the server renders any page with them. */
export async function loadEveryBlockFamily(): Promise<void> {
  await Promise.all(Object.keys(families).map((family) => loadFamily(family as BlockFamily)));
}

/** Zones whose blocks' code is all loaded, as the browser renders pages itself. */
const preloaded = new WeakSet<Zones>();

/**
 * Loads the code of the blocks in these zones, their families first, so the page then renders
 * (and hydrates) without suspending; blocks that load when near or when used load then. Zones
 * loaded before need nothing more: a search's next page, sort or filter goes on at once.
 */
export async function preloadZones(zones: Zones): Promise<void> {
  if (preloaded.has(zones)) return;
  const needed = new Set<BlockFamily>();
  for (const blocks of Object.values(zones))
    for (const { type } of blocks ?? []) {
      // Named in `blockFamilies`, else the family its name starts with (`checkout-car`).
      const family = Object.hasOwn(blockFamilies, type)
        ? blockFamilies[type as keyof typeof blockFamilies]
        : type.slice(0, type.indexOf("-"));
      if (Object.hasOwn(families, family)) needed.add(family as BlockFamily);
    }
  await Promise.all([...needed].map(loadFamily));
  // The families' code has just been evaluated: their blocks' loaders start in a task of their own.
  await yieldToBrowser();
  // While hydrating, the blocks the server rendered until first used are left to load then.
  const complete = isPageHydrated();
  await preloadBlocks(zones, storefrontBlocks);
  if (complete) preloaded.add(zones);
}
