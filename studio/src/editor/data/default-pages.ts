import {
  type BlockInstanceInput,
  defaultLayout,
  defaultPages,
  type PageInput,
  type PageTemplate,
} from "@storefront/schemas";
import type { Draft } from "../editor-state.ts";

/** The layout the runtime uses when the draft has none. */
export const defaultSiteLayout: { zones: Record<string, BlockInstanceInput[]> } = defaultLayout;

/** The page a template gets when the draft leaves it out (not for content pages). */
export function defaultPageForTemplate(template: PageTemplate): PageInput | undefined {
  if (template === "content") return undefined;
  return defaultPages.find((page) => page.template === template);
}

/**
 * The default pages the runtime would serve for this draft: one per template it leaves out, and
 * the default content pages whose id and path it does not use. Mirrors `withDefaultPages`.
 */
export function missingDefaultPages(draft: Draft): PageInput[] {
  const pages = draft.pages ?? [];
  const templates = new Set(pages.map((page) => page.template));
  const paths = new Set(pages.map((page) => page.path).filter(Boolean));
  const ids = new Set(pages.map((page) => page.id));
  return defaultPages.filter((page) =>
    page.template === "content"
      ? !paths.has(page.path) && !ids.has(page.id)
      : !templates.has(page.template) && !ids.has(page.id),
  );
}

/** A default page the draft does not have yet, by id. */
export function missingDefaultPage(draft: Draft, pageId: string): PageInput | undefined {
  if ((draft.pages ?? []).some((page) => page.id === pageId)) return undefined;
  return missingDefaultPages(draft).find((page) => page.id === pageId);
}
