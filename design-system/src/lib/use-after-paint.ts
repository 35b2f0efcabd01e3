import { useEffect, useState } from "react";
import { afterNextFrame } from "./after-paint.ts";

/**
 * Whether the frame drawn with `value` has been painted: false in the render that brings it (the
 * first render too: a page rendered on the server is painted before its script runs), true once
 * the frame is painted, counted only while `wanted`. For work that may follow the frame showing a
 * change: it comes in a task of its own after that frame.
 */
export function usePainted(value: unknown, wanted: boolean): boolean {
  const [painted, setPainted] = useState<{ value: unknown }>();
  const done = painted !== undefined && Object.is(painted.value, value);
  useEffect(() => {
    if (done || !wanted) return;
    let current = true;
    afterNextFrame(() => setTimeout(() => current && setPainted({ value }), 0));
    return () => {
      current = false;
    };
  }, [value, done, wanted]);
  return done;
}
