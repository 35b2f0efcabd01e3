import type { BlockRegistry } from "./contract.ts";
import { brandsBlocks } from "./families/brands.ts";
import { browsingBlocks } from "./families/browsing.ts";
import { checkoutBlocks } from "./families/checkout.ts";
import { contentBlocks } from "./families/content.ts";
import { formsBlocks } from "./families/forms.ts";
import { homeBlocks } from "./families/home.ts";
import { layoutBlocks } from "./families/layout.ts";
import { locationsBlocks } from "./families/locations.ts";
import { offersBlocks } from "./families/offers.ts";
import { printBlocks } from "./families/print.ts";
import { searchBlocks } from "./families/search.ts";
import { shopperBlocks } from "./families/shopper.ts";
import { vehicleBlocks } from "./families/vehicle.ts";

/**
 * Every block's definition, by type, gathered from the block families (`families/`): adding a
 * block adds one line to its family's file, and one to `blockFamilies` (`families/index.ts`)
 * unless its name starts with its family's (`vehicle-gallery`).
 * `blockRegistry` fails to type-check while a block of schemas/ has no entry.
 */
const blockDefinitions = {
  ...layoutBlocks,
  ...contentBlocks,
  ...homeBlocks,
  ...searchBlocks,
  ...browsingBlocks,
  ...vehicleBlocks,
  ...printBlocks,
  ...checkoutBlocks,
  ...formsBlocks,
  ...shopperBlocks,
  ...locationsBlocks,
  ...offersBlocks,
  ...brandsBlocks,
};

/** Each block's own definition type, by block type: what the contract's checks read. */
export type BlockDefinitions = typeof blockDefinitions;

/** Every block: type -> component, data needs and studio metadata. Apps pass it to the renderer. */
export const blockRegistry: BlockRegistry = blockDefinitions;
