import type { EditorAction } from "../actions.ts";
import type { Draft } from "../editor-state.ts";

type AddPage = Extract<EditorAction, { type: "page/add" }>;

/** Adds a page; a page whose id is taken is not added (ids name pages in refs and URLs). */
export function addPage(draft: Draft, { page }: AddPage): Draft {
  const pages = draft.pages ?? [];
  if (pages.some((existing) => existing.id === page.id)) return draft;
  return { ...draft, pages: [...pages, page] };
}
