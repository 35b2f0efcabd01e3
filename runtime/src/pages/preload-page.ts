import type { Page, PageTemplate, SiteDefinition } from "@storefront/schemas";
import { preloadZones } from "../app/core/storefront-blocks.ts";

/** Loads a page's block code before it renders, so neither hydration nor navigation suspends. */
export const preloadPage = (page: Page | undefined) =>
  page ? preloadZones(page.zones) : Promise.resolve();

export const pageOf = (site: SiteDefinition, template: PageTemplate) =>
  site.pages.find((entry) => entry.template === template);

/**
 * The site's page for a template with its blocks' code loaded: what a route's loader gives its
 * component, so the component shows the page the loader found.
 */
export async function loadPage(
  site: SiteDefinition,
  template: PageTemplate,
): Promise<Page | undefined> {
  const page = pageOf(site, template);
  await preloadPage(page);
  return page;
}
