import {
  defaultPages,
  type Page,
  type PageTemplate,
  page as pageSchema,
  type SiteDefinition,
} from "@storefront/schemas";

const defaults = new Map<PageTemplate, Page>(
  defaultPages
    .filter((entry) => entry.template !== "content")
    .map((entry) => [entry.template, pageSchema.parse(entry)] as const),
);
const defaultContent = defaultPages
  .filter((entry) => entry.template === "content")
  .map((entry) => pageSchema.parse(entry));

/** The site's page for a template, or the default page when the definition leaves it out. */
export function pageForTemplate(site: SiteDefinition, template: PageTemplate): Page | undefined {
  return site.pages.find((entry) => entry.template === template) ?? defaults.get(template);
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The content page at a path: the site's own, or a default one (terms, privacy, contact...). */
export function contentPageAt(site: SiteDefinition, path: string): Page | undefined {
  const wanted = normalise(path);
  const own = site.pages.find(
    (entry) => entry.template === "content" && normalise(entry.path ?? "") === wanted,
  );
  return own ?? defaultContent.find((entry) => normalise(entry.path ?? "") === wanted);
}
