import {
  defaultFooterMenu,
  defaultHeaderMenu,
  type NavigationItem,
  navigationSettings,
} from "@storefront/schemas";
import { useMemo } from "react";
import { unwrap } from "../../forms/schema/zod-introspection.ts";
import { SchemaForm } from "../../forms/schema-form.tsx";
import { type SettingsPartProps, useSettingChange } from "../settings-part.ts";
import { MenuTreeEditor } from "./menu-tree-editor.tsx";

const descriptions = {
  header: unwrap(navigationSettings.shape.header).description ?? "",
  footer: unwrap(navigationSettings.shape.footer).description ?? "",
};

/** The menus' own switches (every navigation setting but the two menus). */
const switches = navigationSettings.omit({ header: true, footer: true });
const base = ["navigation"];

/**
 * The header and footer menus (each edit sends the whole menu to `navigation.header|footer`)
 * and the switches that add entries to them.
 */
export function MenuEditor({ draft, dispatch, problems }: SettingsPartProps) {
  const setMenu = (menu: "header" | "footer") => (items: NavigationItem[] | undefined) =>
    dispatch({ type: "setting/set", path: ["navigation", menu], value: items });
  const onFieldChange = useSettingChange(dispatch, base);
  const navigation = draft.navigation as Record<string, unknown> | undefined;
  const switchValues = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(switches.shape)
          .filter((key) => navigation?.[key] !== undefined)
          .map((key) => [key, navigation?.[key]]),
      ),
    [navigation],
  );
  return (
    <div className="grid gap-8">
      <MenuTreeEditor
        title="Header menu"
        description={descriptions.header}
        items={draft.navigation?.header as NavigationItem[] | undefined}
        defaults={defaultHeaderMenu}
        onChange={setMenu("header")}
        problems={problems}
        pointer="/navigation/header"
      />
      <SchemaForm
        schema={switches}
        value={switchValues}
        onFieldChange={onFieldChange}
        problems={problems}
        pointerBase="/navigation"
        aria-label="Menu switches"
      />
      <MenuTreeEditor
        title="Footer menu"
        description={descriptions.footer}
        items={draft.navigation?.footer as NavigationItem[] | undefined}
        defaults={defaultFooterMenu}
        onChange={setMenu("footer")}
        problems={problems}
        pointer="/navigation/footer"
      />
    </div>
  );
}
