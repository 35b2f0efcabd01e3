import { createContext, useContext } from "react";
import type { EmitOptions } from "../../forms/schema-form-context.ts";
import type { MenuNode } from "./menu-tree.ts";

export type MenuTreeContextValue = {
  nodes: MenuNode[];
  /** Replaces the tree; `focus` names the control to focus once it has rendered. */
  change: (
    next: MenuNode[],
    options?: EmitOptions & { focus?: { id: string; action: string } },
  ) => void;
  newId: () => string;
  /** The JSON pointer of the menu in the draft (`/navigation/header`). */
  pointer: string;
  problemAt: (pointer: string) => string | undefined;
};

export const MenuTreeContext = createContext<MenuTreeContextValue | null>(null);

export function useMenuTree(): MenuTreeContextValue {
  const context = useContext(MenuTreeContext);
  if (!context) throw new Error("Menu entries must be used inside <MenuTreeEditor>");
  return context;
}
