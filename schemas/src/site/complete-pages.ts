import { defaultPages } from "./default-pages.ts";
import type { SiteDefinition } from "./definition.ts";
import { page } from "./pages.ts";

const defaults = defaultPages.map((entry) => page.parse(entry));

/**
 * The definition with a default page for every template it leaves out and the default content
 * pages (terms, privacy, contact...) at paths it does not use, so every route has a page.
 */
export function withDefaultPages(site: SiteDefinition): SiteDefinition {
  const templates = new Set(site.pages.map((entry) => entry.template));
  const paths = new Set(site.pages.map((entry) => entry.path).filter(Boolean));
  const ids = new Set(site.pages.map((entry) => entry.id));
  const missing = defaults.filter((entry) =>
    entry.template === "content"
      ? !paths.has(entry.path) && !ids.has(entry.id)
      : !templates.has(entry.template),
  );
  return missing.length ? { ...site, pages: [...site.pages, ...missing] } : site;
}
