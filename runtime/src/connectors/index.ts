import type { Connector, DataBlockType } from "@storefront/design-system/blocks/contract.ts";
import * as brands from "./families/brands.ts";
import * as browsing from "./families/browsing.ts";
import * as checkout from "./families/checkout.ts";
import * as content from "./families/content.ts";
import * as forms from "./families/forms.ts";
import * as home from "./families/home.ts";
import * as layout from "./families/layout.ts";
import * as locations from "./families/locations.ts";
import * as offers from "./families/offers.ts";
import * as print from "./families/print.ts";
import * as search from "./families/search.ts";
import * as shopper from "./families/shopper.ts";
import * as vehicle from "./families/vehicle.ts";

/**
 * How the storefront feeds each data block: the route, the site definition, the search engine.
 * Each family's file (`families/`, the design system's block families) holds its blocks'
 * connectors, so a page loads only its own families'. Type checking fails while a block with
 * `needsData` has no connector in its family's file.
 */
export const connectors: { readonly [T in DataBlockType]: Connector<T> } = {
  ...layout.connectors,
  ...content.connectors,
  ...home.connectors,
  ...search.connectors,
  ...browsing.connectors,
  ...vehicle.connectors,
  ...print.connectors,
  ...checkout.connectors,
  ...forms.connectors,
  ...shopper.connectors,
  ...locations.connectors,
  ...offers.connectors,
  ...brands.connectors,
};
