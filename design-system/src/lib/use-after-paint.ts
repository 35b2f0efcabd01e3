import { useEffect, useState } from "react";
import { afterNextFrame } from "./after-paint.ts";

/** Runs `task` in a task of its own once the next frame is painted, unless cancelled first. */
function afterNextPaint(task: () => void): () => void {
  let wanted = true;
  afterNextFrame(() => setTimeout(() => wanted && task(), 0));
  return () => {
    wanted = false;
  };
}

/**
 * Whether the frame drawn with `value` has been painted: false in the render that brings it (the
 * first render too: a page rendered on the server is painted before its script runs), true once
 * the frame is painted, counted only while `wanted`. For work that may follow the frame showing a
 * change.
 */
export function usePainted(value: unknown, wanted: boolean): boolean {
  const [painted, setPainted] = useState<{ value: unknown }>();
  const done = painted !== undefined && Object.is(painted.value, value);
  useEffect(() => {
    if (!done && wanted) return afterNextPaint(() => setPainted({ value }));
  }, [value, done, wanted]);
  return done;
}
