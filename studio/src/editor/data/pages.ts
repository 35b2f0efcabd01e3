import type { PageInput, PageTemplate } from "@storefront/schemas";
import type { Draft } from "../editor-state.ts";
import { defaultSiteLayout, missingDefaultPage } from "./default-pages.ts";
import type { ZoneMap } from "./zones.ts";

export const layoutPageId = "layout";

/** A page as the studio shows it: from the draft, or a default page not materialised yet. */
export type ShownPage = { page: PageInput; inDraft: boolean };

/** The page with this id: the draft's own, else the default page the runtime would serve. */
export function findPage(draft: Draft, pageId: string): ShownPage | undefined {
  const own = (draft.pages ?? []).find((page) => page.id === pageId);
  if (own) return { page: own, inDraft: true };
  const fallback = missingDefaultPage(draft, pageId);
  return fallback ? { page: fallback, inDraft: false } : undefined;
}

/** The template that decides what a page (or the layout) accepts. */
export function templateOf(draft: Draft, pageId: string): PageTemplate | "layout" | undefined {
  if (pageId === layoutPageId) return "layout";
  return findPage(draft, pageId)?.page.template;
}

/** The zones of a page or of the layout, as the studio shows them. */
export function zonesOf(draft: Draft, pageId: string): ZoneMap | undefined {
  if (pageId === layoutPageId) return (draft.layout ?? defaultSiteLayout).zones;
  return findPage(draft, pageId)?.page.zones;
}

/**
 * The draft with the page in its `pages`, materialising a default page on its first edit, and
 * the page's index. Undefined when no such page exists.
 */
export function withPageInDraft(
  draft: Draft,
  pageId: string,
): { draft: Draft; index: number } | undefined {
  const pages = draft.pages ?? [];
  const index = pages.findIndex((page) => page.id === pageId);
  if (index >= 0) return { draft, index };
  const fallback = missingDefaultPage(draft, pageId);
  if (!fallback) return undefined;
  return { draft: { ...draft, pages: [...pages, fallback] }, index: pages.length };
}
