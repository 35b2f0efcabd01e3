import { SortableList } from "../../forms/lists/sortable-list.tsx";
import { MenuEntryRow } from "./menu-entry-row.tsx";
import { type MenuNode, moveNode } from "./menu-tree.ts";
import { useMenuTree } from "./menu-tree-context.ts";

/** The entries of one level (the top, or one dropdown), reorderable among themselves. */
export function MenuLevel({ nodes: level, label }: { nodes: MenuNode[]; label: string }) {
  const { nodes, change } = useMenuTree();
  return (
    <SortableList
      keys={level.map((node) => node.id)}
      label={label}
      itemName={(index) => level[index]?.name || "Unnamed entry"}
      onMove={(from, to) => {
        const moving = level[from];
        if (moving) change(moveNode(nodes, moving.id, to));
      }}
      className="gap-2"
      renderItem={(index, controls) => <MenuEntryRow node={level[index]!} controls={controls} />}
    />
  );
}
