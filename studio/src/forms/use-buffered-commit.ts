import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import type { EmitOptions } from "./schema-form-context.ts";

/** How long typing pauses before a change is sent: the preview follows within about 200 ms. */
export const typingDelay = 150;

/**
 * Sends values to `commit` at once, or for typing once it pauses; anything still waiting is sent
 * on unmount. `isPending` tells an editor not to overwrite its local value meanwhile.
 */
export function useBufferedCommit<T>(commit: (value: T) => void, delay = typingDelay) {
  const latest = useRef(commit);
  useLayoutEffect(() => {
    latest.current = commit;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ value: T } | null>(null);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const waiting = pending.current;
    pending.current = null;
    if (waiting) latest.current(waiting.value);
  }, []);

  const send = useCallback(
    (value: T, options: EmitOptions = {}) => {
      pending.current = { value };
      clearTimeout(timer.current);
      if (options.typing) timer.current = setTimeout(flush, delay);
      else flush();
    },
    [flush, delay],
  );

  useEffect(() => flush, [flush]);

  const isPending = useCallback(() => pending.current !== null, []);
  return { send, flush, isPending };
}
