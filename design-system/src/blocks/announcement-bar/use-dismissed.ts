import { useCallback, useSyncExternalStore } from "react";
import { isDismissed, rememberDismissal, subscribeToDismissals } from "./dismissal-store.ts";

/**
 * Whether the announcement under `dismissKey` was dismissed this session, and a function that
 * dismisses it. The server render (no storage) always shows the announcement.
 */
export function useDismissed(dismissKey: string): [dismissed: boolean, dismiss: () => void] {
  const dismissed = useSyncExternalStore(
    subscribeToDismissals,
    () => isDismissed(dismissKey),
    () => false,
  );
  const dismiss = useCallback(() => rememberDismissal(dismissKey), [dismissKey]);
  return [dismissed, dismiss];
}
