import { useSyncExternalStore } from "react";

// Whether any code has asked for toasts yet. The toast store and viewport load only then, so a
// page that raises none (most pages of most sites) carries neither.
let requested = false;
const listeners = new Set<() => void>();

/** Asks the page to load its toast viewport; call before raising the first toast. */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once toasts were asked for; false on the server. */
export const useToasterRequested = () =>
  useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
