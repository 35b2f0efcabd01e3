/**
 * What a debounced control shows: the applied value from the search state, or the shopper's
 * edit while it waits to apply and until the search state catches up with it.
 */
export type PendingEdit<T> = {
  /** The shopper's value, or null to show the applied one. */
  edit: { value: T } | null;
  /** The applied value's key at the last render. */
  seenKey: string;
  /** The key this control last applied, until the search state reports it. */
  appliedKey: string | null;
  /** Edited again since the last apply. */
  dirty: boolean;
};

export const startEdit = <T>(committedKey: string): PendingEdit<T> => ({
  edit: null,
  seenKey: committedKey,
  appliedKey: null,
  dirty: false,
});

export const edited = <T>(state: PendingEdit<T>, value: T): PendingEdit<T> => ({
  ...state,
  edit: { value },
  dirty: true,
});

/** The edit has been applied as `key`; an edit that changes nothing goes back to the applied value. */
export function applied<T>(
  state: PendingEdit<T>,
  key: string,
  committedKey: string,
): PendingEdit<T> {
  if (key === committedKey) return { ...state, edit: null, appliedKey: null, dirty: false };
  return { ...state, appliedKey: key, dirty: false };
}

/**
 * The applied value changed. Our own value coming back ends the edit unless the shopper kept
 * typing or sliding meanwhile; any other change (filters cleared elsewhere) replaces the edit.
 */
export function committedChanged<T>(state: PendingEdit<T>, committedKey: string): PendingEdit<T> {
  const ours = state.appliedKey === committedKey;
  return {
    edit: ours && state.dirty ? state.edit : null,
    seenKey: committedKey,
    appliedKey: null,
    dirty: ours && state.dirty,
  };
}
