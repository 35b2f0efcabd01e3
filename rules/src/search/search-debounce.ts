/** Spec: search text applies 300 ms after the last keystroke. */
export const searchTextDelayMs = 300;
/** Spec: a slider applies 400 ms after its last move. */
export const sliderDelayMs = 400;

export type Debouncer<T> = {
  /** Holds `value`, replacing any value still waiting; it is applied `delay` ms from now. */
  schedule: (value: T) => void;
  /** Applies the waiting value now, if there is one. */
  flush: () => void;
  /** Drops the waiting value. */
  cancel: () => void;
  isPending: () => boolean;
};

/** Applies only the last of a burst of values, once the burst has been quiet for `delay` ms. */
export function createDebouncer<T>(delay: number, apply: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: T } | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  const flush = () => {
    const due = waiting;
    cancel();
    if (due) apply(due.value);
  };
  return {
    schedule: (value) => {
      clearTimeout(timer);
      waiting = { value };
      timer = setTimeout(flush, delay);
    },
    flush,
    cancel,
    isPending: () => waiting !== undefined,
  };
}
