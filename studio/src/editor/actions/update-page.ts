import type { EditorAction } from "../actions.ts";
import { withPageInDraft } from "../data/pages.ts";
import type { Draft } from "../editor-state.ts";
import { mergeProps } from "./update-block-props.ts";

type UpdatePage = Extract<EditorAction, { type: "page/update" }>;

/** Changes a page's title, path or description; `undefined` removes the path or description. */
export function updatePage(draft: Draft, { pageId, changes }: UpdatePage): Draft {
  const located = withPageInDraft(draft, pageId);
  const pages = located?.draft.pages;
  const page = located && pages?.[located.index];
  if (!located || !pages || !page) return draft;
  const next = mergeProps(page, changes) as typeof page;
  if (next === page) return draft;
  return { ...located.draft, pages: pages.with(located.index, next) };
}
