import type { NavigationItem } from "@storefront/schemas";

/** A menu entry being edited: the entry's fields, a stable id, and its dropdown as nodes. */
export type MenuNode = {
  id: string;
  name: string;
  url?: string | undefined;
  emphasised?: boolean | undefined;
  dynamic?: NavigationItem["dynamic"];
  dropdown?: MenuNode[] | undefined;
};

export type MenuKind = "link" | "dropdown" | "models" | "stock";

export function createIds(prefix = "menu"): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}-${count}`;
  };
}

export function toNodes(items: readonly NavigationItem[], nextId: () => string): MenuNode[] {
  return items.map(({ dropdown, ...entry }) => ({
    ...entry,
    id: nextId(),
    dropdown: dropdown ? toNodes(dropdown, nextId) : undefined,
  }));
}

export function toItems(nodes: readonly MenuNode[]): NavigationItem[] {
  return nodes.map(({ id: _id, dropdown, ...entry }) => {
    const item: NavigationItem = { name: entry.name };
    if (entry.url !== undefined) item.url = entry.url;
    if (entry.emphasised !== undefined) item.emphasised = entry.emphasised;
    if (entry.dynamic !== undefined) item.dynamic = entry.dynamic;
    if (dropdown !== undefined) item.dropdown = toItems(dropdown);
    return item;
  });
}

export const kindOf = (node: MenuNode): MenuKind =>
  node.dynamic ?? (node.dropdown !== undefined ? "dropdown" : "link");

/** Where a node sits: its parent (null at the top) and its index among its siblings. */
export type Place = { parent: MenuNode | null; siblings: MenuNode[]; index: number };

export function placeOf(
  nodes: MenuNode[],
  id: string,
  parent: MenuNode | null = null,
): Place | null {
  for (const [index, node] of nodes.entries()) {
    if (node.id === id) return { parent, siblings: nodes, index };
    const inner = node.dropdown ? placeOf(node.dropdown, id, node) : null;
    if (inner) return inner;
  }
  return null;
}

/** Rebuilds the tree with the siblings list that holds `id` replaced by `change(siblings)`. */
function changeSiblings(
  nodes: MenuNode[],
  id: string,
  change: (siblings: MenuNode[], index: number) => MenuNode[],
): MenuNode[] {
  const index = nodes.findIndex((node) => node.id === id);
  if (index >= 0) return change(nodes, index);
  return nodes.map((node) =>
    node.dropdown ? { ...node, dropdown: changeSiblings(node.dropdown, id, change) } : node,
  );
}

export function updateNode(nodes: MenuNode[], id: string, patch: Partial<MenuNode>): MenuNode[] {
  return changeSiblings(nodes, id, (siblings, index) =>
    siblings.map((node, at) => (at === index ? { ...node, ...patch } : node)),
  );
}

export function setKind(nodes: MenuNode[], id: string, kind: MenuKind): MenuNode[] {
  return changeSiblings(nodes, id, (siblings, index) =>
    siblings.map((node, at) => {
      if (at !== index) return node;
      const { url, dynamic: _dynamic, dropdown, ...rest } = node;
      if (kind === "link") return { ...rest, url: url ?? "" };
      if (kind === "dropdown") return { ...rest, dropdown: dropdown ?? [] };
      return { ...rest, dynamic: kind };
    }),
  );
}

export function removeNode(nodes: MenuNode[], id: string): MenuNode[] {
  return changeSiblings(nodes, id, (siblings, index) => siblings.filter((_, at) => at !== index));
}

/** Moves a node among its siblings to `to`. */
export function moveNode(nodes: MenuNode[], id: string, to: number): MenuNode[] {
  return changeSiblings(nodes, id, (siblings, index) => {
    const next = siblings.filter((_, at) => at !== index);
    next.splice(Math.max(0, Math.min(to, next.length)), 0, siblings[index]!);
    return next;
  });
}

/** The sibling before a node, which it can be nested under (not a stock-filled dropdown). */
export function nestTarget(nodes: MenuNode[], id: string): MenuNode | null {
  const place = placeOf(nodes, id);
  const previous = place && place.index > 0 ? place.siblings[place.index - 1] : undefined;
  return previous && !previous.dynamic ? previous : null;
}

/** Nests a node as the last entry of the dropdown of the sibling before it. */
export function nestNode(nodes: MenuNode[], id: string): MenuNode[] {
  const target = nestTarget(nodes, id);
  const place = placeOf(nodes, id);
  if (!target || !place) return nodes;
  const moving = place.siblings[place.index]!;
  const without = removeNode(nodes, id);
  return updateNode(without, target.id, { dropdown: [...(target.dropdown ?? []), moving] });
}

/** Takes a node out of its dropdown and places it just after that dropdown's entry. */
export function unnestNode(nodes: MenuNode[], id: string): MenuNode[] {
  const place = placeOf(nodes, id);
  if (!place?.parent) return nodes;
  const parent = place.parent;
  const moving = place.siblings[place.index]!;
  const without = removeNode(nodes, id);
  return changeSiblings(without, parent.id, (siblings, index) => [
    ...siblings.slice(0, index + 1),
    moving,
    ...siblings.slice(index + 1),
  ]);
}

/** Adds an entry at the end of the top level, or of `parentId`'s dropdown. */
export function addNode(nodes: MenuNode[], parentId: string | null, node: MenuNode): MenuNode[] {
  if (parentId === null) return [...nodes, node];
  const parent = placeOf(nodes, parentId);
  const target = parent?.siblings[parent.index];
  if (!target) return nodes;
  return updateNode(nodes, parentId, { dropdown: [...(target.dropdown ?? []), node] });
}

/** The JSON path of a node inside the menu: [2, "dropdown", 0]. */
export function pathOfNode(nodes: MenuNode[], id: string): (string | number)[] | null {
  for (const [index, node] of nodes.entries()) {
    if (node.id === id) return [index];
    const inner = node.dropdown ? pathOfNode(node.dropdown, id) : null;
    if (inner) return [index, "dropdown", ...inner];
  }
  return null;
}
