import { useCallback, useSyncExternalStore } from "react";

/**
 * Where a drop would land, shown as a line before or after one block. Kept outside React state
 * so only the card gaining or losing the line re-renders while a block is dragged.
 */
export type DropHint = { key: string; after: boolean } | null;

let hint: DropHint = null;
const listeners = new Set<() => void>();

export function setDropHint(next: DropHint): void {
  if (hint?.key === next?.key && hint?.after === next?.after) return;
  hint = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "before" or "after" when the drop would land next to this block, else null. */
export function useDropHint(key: string): "before" | "after" | null {
  const read = useCallback(
    () => (hint?.key === key ? (hint.after ? "after" : "before") : null),
    [key],
  );
  return useSyncExternalStore(subscribe, read, read);
}
