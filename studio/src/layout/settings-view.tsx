import { useEditor } from "../editor/editor-context.ts";
import { useInheritance } from "../inheritance/use-inheritance.ts";
import { SettingsEditor } from "../settings/settings-editor.tsx";

/**
 * The site's settings (identity, theme, menus, search, finance, locations...), edited through
 * `setting/set`. A setting chosen in the Problems panel is opened and focused.
 */
export function SettingsView() {
  const { draft, dispatch, problems, selection } = useEditor();
  const inheritance = useInheritance();
  return (
    <main
      aria-label="Site settings"
      className="min-h-0 overflow-y-auto p-6"
      data-slot="settings-view"
    >
      <h2 className="sr-only">Settings</h2>
      <SettingsEditor
        draft={draft}
        dispatch={dispatch}
        problems={problems}
        focus={selection?.kind === "setting" ? selection.path : undefined}
        inheritance={inheritance}
      />
    </main>
  );
}
