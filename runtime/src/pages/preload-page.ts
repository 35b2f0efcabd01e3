import { preloadBlocks } from "@storefront/design-system/renderer/preload-blocks.ts";
import type { Page, PageTemplate, SiteDefinition } from "@storefront/schemas";
import { storefrontBlocks } from "../app/storefront-blocks.ts";

/** Loads a page's block code before it renders, so neither hydration nor navigation suspends. */
export const preloadPage = (page: Page | undefined) =>
  page ? preloadBlocks(page.zones, storefrontBlocks) : Promise.resolve();

export const pageOf = (site: SiteDefinition, template: PageTemplate) =>
  site.pages.find((entry) => entry.template === template);
