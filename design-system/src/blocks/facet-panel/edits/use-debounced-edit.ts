import { createDebouncer } from "@storefront/rules/search/search-debounce";
import { useEffect, useLayoutEffect, useState } from "react";
import { useLatest } from "../../../lib/use-latest.ts";
import { applied, committedChanged, edited, type PendingEdit, startEdit } from "./pending-edit.ts";

type DebouncedEditOptions<T> = {
  /** The value the search state holds now. */
  committed: T;
  /** Identifies the search state's value; an edit applies as `keyOf(edit)`. */
  committedKey: string;
  keyOf: (value: T) => string;
  delay: number;
  apply: (value: T) => void;
};

/**
 * A control value that follows the search state but applies the shopper's edits only after
 * `delay` ms of quiet (or at once on `flush`). A change from elsewhere drops a waiting edit; a
 * waiting edit is applied if the control goes away (group collapsed, drawer closed).
 */
export function useDebouncedEdit<T>({
  committed,
  committedKey,
  keyOf,
  delay,
  apply,
}: DebouncedEditOptions<T>) {
  const [state, setState] = useState<PendingEdit<T>>(() => startEdit(committedKey));
  let current = state;
  if (state.seenKey !== committedKey) {
    current = committedChanged(state, committedKey);
    setState(current);
  }

  // The debouncer fires after renders; it reads the latest props from here.
  const latest = useLatest({ committedKey, keyOf, apply });

  const [debouncer] = useState(() =>
    createDebouncer<T>(delay, (value) => {
      const { committedKey: now, keyOf: key, apply: send } = latest.current;
      const appliedKey = key(value);
      setState((previous) => applied(previous, appliedKey, now));
      if (appliedKey !== now) send(value);
    }),
  );

  const waiting = current.edit !== null;
  useLayoutEffect(() => {
    if (!waiting) debouncer.cancel();
  }, [waiting, debouncer]);
  useEffect(() => () => debouncer.flush(), [debouncer]);

  return {
    value: current.edit ? current.edit.value : committed,
    edit: (value: T) => {
      setState((previous) => edited(previous, value));
      debouncer.schedule(value);
    },
    flush: debouncer.flush,
  };
}
