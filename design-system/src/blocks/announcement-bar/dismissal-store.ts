/*
 * Which announcements the visitor has dismissed this session. sessionStorage keeps the choice
 * across page loads; when storage is unavailable (private modes, blocked cookies, a full quota)
 * an in-memory set keeps it until the page reloads.
 */

const inMemory = new Set<string>();
const listeners = new Set<() => void>();

/** The sessionStorage entry that records a dismissal. */
export function dismissalStorageKey(dismissKey: string): string {
  return `storefront:announcement-dismissed:${dismissKey}`;
}

export function isDismissed(dismissKey: string): boolean {
  if (inMemory.has(dismissKey)) return true;
  try {
    return globalThis.sessionStorage?.getItem(dismissalStorageKey(dismissKey)) === "1";
  } catch {
    return false;
  }
}

export function rememberDismissal(dismissKey: string): void {
  try {
    globalThis.sessionStorage.setItem(dismissalStorageKey(dismissKey), "1");
  } catch {
    inMemory.add(dismissKey);
  }
  for (const listener of listeners) listener();
}

export function subscribeToDismissals(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
