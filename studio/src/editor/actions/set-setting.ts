import type { EditorAction } from "../actions.ts";
import { setAtPath } from "../data/json-path.ts";
import type { Draft } from "../editor-state.ts";

type SetSetting = Extract<EditorAction, { type: "setting/set" }>;

/** Sets any field by path; `undefined` unsets it so the default applies again. */
export function setSetting(draft: Draft, { path, value }: SetSetting): Draft {
  if (path.length === 0) return draft;
  return setAtPath(draft, path, value);
}
