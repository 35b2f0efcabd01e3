import { type PageTemplate, pageTemplateCatalog, pageTemplates } from "@storefront/schemas";
import { missingDefaultPages } from "../editor/data/default-pages.ts";
import type { Draft } from "../editor/editor-state.ts";

export type PageEntry = {
  pageId: string;
  title: string;
  template: PageTemplate;
  templateLabel: string;
  path?: string;
  /** False for a default page the site does not hold yet (created on its first edit). */
  inDraft: boolean;
};

/**
 * Every page the site will serve, for the page picker: the site's own pages and the default
 * page of every template it leaves out, in the templates' order, content pages last.
 */
export function pageEntries(draft: Draft): PageEntry[] {
  const own = (draft.pages ?? []).map((page) => ({ page, inDraft: true }));
  const defaults = missingDefaultPages(draft).map((page) => ({ page, inDraft: false }));
  const order = (template: PageTemplate) =>
    template === "content" ? pageTemplates.length : pageTemplates.indexOf(template);
  return [...own, ...defaults]
    .filter(({ page }) => page.template in pageTemplateCatalog)
    .map(({ page, inDraft }) => ({
      pageId: page.id,
      title: page.title || pageTemplateCatalog[page.template].label,
      template: page.template,
      templateLabel: pageTemplateCatalog[page.template].label,
      ...(page.path ? { path: page.path } : {}),
      inDraft,
    }))
    .sort((a, b) => {
      const byTemplate = order(a.template) - order(b.template);
      if (byTemplate) return byTemplate;
      return a.template === "content" ? (a.path ?? "").localeCompare(b.path ?? "") : 0;
    });
}

/** The page to open first: the one asked for when it exists, else the home page. */
export function openingPageId(entries: PageEntry[], wanted: string | null): string | undefined {
  return (
    entries.find((entry) => entry.pageId === wanted)?.pageId ??
    entries.find((entry) => entry.template === "home")?.pageId ??
    entries[0]?.pageId
  );
}
