import { createContext, useContext } from "react";
import type { EmitOptions } from "../../forms/schema-form-context.ts";
import type { MenuNode } from "./menu-tree.ts";

export type MenuTreeContextValue = {
  nodes: MenuNode[];
  /** Replaces the tree; `focus` names the control to focus once it has rendered. */
  change: (
    next: MenuNode[],
    options?: EmitOptions & { focus?: { id: string; action: string }; added?: string },
  ) => void;
  newId: () => string;
  /** The JSON pointer of the menu in the draft (`/navigation/header`). */
  pointer: string;
  problemAt: (pointer: string) => string | undefined;
  /** Whether a fault of this entry's field shows yet: a new entry's only once it is left. */
  shows: (id: string, field: EntryPart) => boolean;
  /** The marketer left this field of the entry (or, for "entry", the whole entry). */
  leave: (id: string, field: EntryPart) => void;
};

export type EntryPart = "name" | "url" | "entry";

export const MenuTreeContext = createContext<MenuTreeContextValue | null>(null);

export function useMenuTree(): MenuTreeContextValue {
  const context = useContext(MenuTreeContext);
  if (!context) throw new Error("Menu entries must be used inside <MenuTreeEditor>");
  return context;
}
