import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * A ref holding the latest `value`, for a callback made once (a subscription, a debouncer, a
 * memoised handler) that must act on the newest props without being made again. It is updated
 * in a layout effect, so before the effects and events that follow the render that brought it.
 */
export function useLatest<T>(value: T): Readonly<RefObject<T>> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
