import type { Problem } from "@storefront/schemas";
import { useCallback } from "react";
import type { EditorAction } from "../editor/actions.ts";
import type { Draft, JsonPath } from "../editor/editor-state.ts";
import type { FieldPath } from "../forms/schema/field-node.ts";

/** What each part of the settings editor receives. */
export type SettingsPartProps = {
  draft: Draft;
  dispatch: (action: EditorAction) => void;
  problems: readonly Problem[];
};

/** A form's field changes as `setting/set` actions under `base` (`undefined` removes the field). */
export function useSettingChange(
  dispatch: (action: EditorAction) => void,
  base: JsonPath,
): (path: FieldPath, value: unknown) => void {
  return useCallback(
    (path, value) => dispatch({ type: "setting/set", path: [...base, ...path], value }),
    [dispatch, base],
  );
}
