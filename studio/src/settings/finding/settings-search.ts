import type { FieldNode, ObjectNode } from "../../forms/schema/field-node.ts";
import { eachNode } from "../../forms/schema/schema-walk.ts";

export type GroupMatch = {
  visible: boolean;
  /** Which fields to show; absent when the whole group matches. */
  filter?: (node: FieldNode) => boolean;
};

const words = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

function nodeText(node: FieldNode): string {
  const options =
    node.kind === "select" || node.kind === "choices"
      ? node.options.map((option) => option.label)
      : node.kind === "variant"
        ? node.variants.map((variant) => variant.label)
        : [];
  return [node.label, node.key, node.description, node.help, ...options]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}

const within = (path: string, ancestor: string) =>
  ancestor === "" || path === ancestor || path.startsWith(`${ancestor}.`);

/**
 * Whether a group answers a search, and which of its fields do. Every word must appear in the
 * group's title or keywords, or in a field's label, key, description or option names (the
 * group's title counts for its fields too, so "finance disclaimer" finds the disclaimer). A
 * field that matches brings its parents and everything under it; a group whose own title matches
 * shows whole, and so do groups with a dedicated editor.
 */
export function matchGroup(
  group: { title: string; keywords?: string | undefined; root: ObjectNode; dedicated: boolean },
  query: string,
): GroupMatch {
  const tokens = words(query);
  if (tokens.length === 0) return { visible: true };
  const groupText = `${group.title} ${group.keywords ?? ""}`.toLowerCase();
  if (tokens.every((token) => groupText.includes(token))) return { visible: true };

  const matched = [...eachNode(group.root)]
    .filter((node) => node !== group.root)
    .filter((node) => {
      const text = `${groupText} ${nodeText(node)}`;
      return tokens.every((token) => text.includes(token));
    })
    .map((node) => node.schemaPath);
  if (matched.length === 0) return { visible: false };
  if (group.dedicated) return { visible: true };

  return {
    visible: true,
    filter: (node) =>
      matched.some((path) => within(node.schemaPath, path) || within(path, node.schemaPath)),
  };
}
