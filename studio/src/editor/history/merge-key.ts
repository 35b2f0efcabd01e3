import type { EditorAction } from "../actions.ts";

const refKey = (ref: { page: string; zone: string; blockId: string }) =>
  `${ref.page}\u0000${ref.zone}\u0000${ref.blockId}`;
const keysOf = (changes: object) => Object.keys(changes).sort().join(",");

/**
 * Edits that continue the previous one (more typing in the same field) share its undo step;
 * everything else starts a new step.
 */
export function mergeKeyOf(action: EditorAction): string | null {
  switch (action.type) {
    case "block/update-props":
      return `props\u0000${refKey(action.block)}\u0000${keysOf(action.props)}`;
    case "page/update":
      return `page\u0000${action.pageId}\u0000${keysOf(action.changes)}`;
    case "setting/set":
      return `setting\u0000${action.path.join("\u0000")}`;
    default:
      return null;
  }
}
