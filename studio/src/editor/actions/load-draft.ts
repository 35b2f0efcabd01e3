import type { EditorAction } from "../actions.ts";
import { type EditorHistory, startHistory } from "../history/history.ts";

type LoadDraft = Extract<EditorAction, { type: "draft/load" }>;

/** Opening a site or importing a file starts a fresh history. */
export function loadDraft({ draft }: LoadDraft): EditorHistory {
  return startHistory(draft);
}
