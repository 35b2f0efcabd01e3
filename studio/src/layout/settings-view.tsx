import { useCallback } from "react";
import type { EditorAction } from "../editor/actions.ts";
import { useEditor } from "../editor/editor-context.ts";
import type { JsonPath } from "../editor/editor-state.ts";
import { useInheritance } from "../inheritance/use-inheritance.ts";
import { SettingsEditor } from "../settings/settings-editor.tsx";

/**
 * The site's settings (identity, theme, menus, search, finance, locations...), edited through
 * `setting/set` (each edit's path told to `onEdit`, for the preview to follow). A setting chosen
 * in the Problems panel is opened and focused.
 */
export function SettingsView({ onEdit }: { onEdit?: (path: JsonPath) => void }) {
  const { draft, dispatch, problems, selection } = useEditor();
  const inheritance = useInheritance();
  const edit = useCallback(
    (action: EditorAction) => {
      if (action.type === "setting/set") onEdit?.(action.path);
      dispatch(action);
    },
    [dispatch, onEdit],
  );
  return (
    <main
      aria-label="Site settings"
      className="min-h-0 overflow-y-auto p-6"
      data-slot="settings-view"
    >
      <h2 className="sr-only">Settings</h2>
      <SettingsEditor
        draft={draft}
        dispatch={edit}
        problems={problems}
        focus={selection?.kind === "setting" ? selection.path : undefined}
        inheritance={inheritance}
      />
    </main>
  );
}
