export { SettingsEditor, type SettingsEditorProps } from "./settings-editor.tsx";
export { groupFor, type SettingsGroup, settingsGroups } from "./settings-groups.ts";
