import type { EditorAction } from "../actions.ts";
import type { Draft } from "../editor-state.ts";

type RemovePage = Extract<EditorAction, { type: "page/remove" }>;

/** Removes a page; a template's default page then serves its routes again. */
export function removePage(draft: Draft, { pageId }: RemovePage): Draft {
  const pages = draft.pages ?? [];
  const index = pages.findIndex((page) => page.id === pageId);
  if (index < 0) return draft;
  return { ...draft, pages: pages.toSpliced(index, 1) };
}
