import type { FieldPath } from "./field-node.ts";
import { startsWith } from "./value-paths.ts";

/**
 * The paths to send for a batch of edits: each once, and none inside another that is sent whole
 * (a list set after one of its entries was typed in).
 */
export function editedPaths(edited: readonly FieldPath[]): FieldPath[] {
  return edited.filter(
    (path, index) =>
      !edited.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          startsWith(path, other) &&
          (other.length < path.length || otherIndex < index),
      ),
  );
}
