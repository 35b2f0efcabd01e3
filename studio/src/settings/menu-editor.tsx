import {
  defaultFooterMenu,
  defaultHeaderMenu,
  type NavigationItem,
  navigationSettings,
} from "@storefront/schemas";
import { unwrap } from "../forms/zod-introspection.ts";
import { MenuTreeEditor } from "./menu-tree-editor.tsx";
import type { SettingsPartProps } from "./settings-part.ts";

const descriptions = {
  header: unwrap(navigationSettings.shape.header).description ?? "",
  footer: unwrap(navigationSettings.shape.footer).description ?? "",
};

/** The header and footer menus; each edit sends the whole menu to `navigation.header|footer`. */
export function MenuEditor({ draft, dispatch, problems }: SettingsPartProps) {
  const setMenu = (menu: "header" | "footer") => (items: NavigationItem[] | undefined) =>
    dispatch({ type: "setting/set", path: ["navigation", menu], value: items });
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
