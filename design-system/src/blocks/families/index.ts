import type { BlockType } from "@storefront/schemas";
import type { brandsBlocks } from "./brands.ts";
import type { browsingBlocks } from "./browsing.ts";
import type { checkoutBlocks } from "./checkout.ts";
import type { contentBlocks } from "./content.ts";
import type { formsBlocks } from "./forms.ts";
import type { homeBlocks } from "./home.ts";
import type { layoutBlocks } from "./layout.ts";
import type { locationsBlocks } from "./locations.ts";
import type { offersBlocks } from "./offers.ts";
import type { printBlocks } from "./print.ts";
import type { searchBlocks } from "./search.ts";
import type { shopperBlocks } from "./shopper.ts";
import type { vehicleBlocks } from "./vehicle.ts";

/** The block families, each a file of this folder listing its blocks' definitions. */
type Families = {
  layout: typeof layoutBlocks;
  content: typeof contentBlocks;
  home: typeof homeBlocks;
  search: typeof searchBlocks;
  browsing: typeof browsingBlocks;
  vehicle: typeof vehicleBlocks;
  print: typeof printBlocks;
  checkout: typeof checkoutBlocks;
  forms: typeof formsBlocks;
  shopper: typeof shopperBlocks;
  locations: typeof locationsBlocks;
  offers: typeof offersBlocks;
  brands: typeof brandsBlocks;
};

/** Blocks that appear together (on a route family): an app loads a page's families with it. */
export type BlockFamily = keyof Families;

/** The family whose file lists block `T`: never while none does, so `blockFamilies` fails to type-check. */
type FamilyOf<T extends BlockType> = {
  [F in BlockFamily]: T extends keyof Families[F] ? F : never;
}[BlockFamily];

/** The family a block type names before its first dash (`checkout-car`), if it names one. */
type PrefixFamily<T extends string> = T extends `${infer F}-${string}`
  ? F extends BlockFamily
    ? F
    : never
  : never;

/** The block types whose family is not the one their name starts with: those `blockFamilies` lists. */
type ListedType = {
  [T in BlockType]: [FamilyOf<T>] extends [never]
    ? T
    : [PrefixFamily<T>] extends [FamilyOf<T>]
      ? [FamilyOf<T>] extends [PrefixFamily<T>]
        ? never
        : T
      : T;
}[BlockType];

/**
 * Which family each block is in, where its name does not start with it (`vehicle-gallery` is in
 * `vehicle`, `checkout-car` in `checkout`). The families' files are imported for
 * their types only, so an app holds this map without loading any block's definition; it fails to
 * type-check while a block is in no family's file, is named here with another family than its
 * own, or is named here though its name gives its family.
 */
export const blockFamilies: { readonly [T in ListedType]: FamilyOf<T> } = {
  "announcement-bar": "layout",
  "site-header": "layout",
  "site-footer": "layout",
  breadcrumb: "layout",
  "page-heading": "layout",
  "rich-text": "content",
  "feature-banner": "content",
  "why-buy-from-us": "content",
  "sales-counter": "content",
  "hero-search": "home",
  "facet-tiles": "home",
  "brand-grid": "home",
  "facet-panel": "search",
  "search-history": "browsing",
  "recently-viewed": "browsing",
  "sold-notice": "vehicle",
  "key-information": "vehicle",
  "dealer-comments": "vehicle",
  "fuel-calculator": "vehicle",
  "delivery-calculator": "vehicle",
  "finance-calculator": "vehicle",
  "market-gauge": "vehicle",
  "similar-cars": "vehicle",
  "finance-anchor": "vehicle",
  "market-indicator": "vehicle",
  "enquiry-form": "vehicle",
  "test-drive-form": "vehicle",
  "request-photos-form": "vehicle",
  "dealer-phone": "vehicle",
  "vehicle-print-sheet": "print",
  "enquiry-success": "forms",
  "trade-in-form": "forms",
  "trade-in-valuation": "forms",
  "trade-in-faq": "forms",
  "generic-form": "forms",
  "finance-enquiry": "forms",
  "sign-in": "shopper",
  garage: "shopper",
  "saved-cars": "shopper",
  "dealer-locations": "locations",
  "location-detail": "locations",
  reviews: "locations",
  "offer-list": "offers",
  "offer-detail": "offers",
  "brand-overview": "brands",
  "model-overview": "brands",
};
