import { useEffect, useState } from "react";
import { afterNextFrame } from "./after-paint.ts";

/**
 * How many frames have been painted since `value` came, counting up to `most`: 0 in the render
 * that brings it (the first render too: a page rendered on the server is painted before its
 * script runs), then one more after each painted frame, in a task of its own. For work spread
 * over the frames that follow a change once it is shown. A `most` lowered below the count holds
 * it where it is.
 */
export function usePaintedFrames(value: unknown, most: number): number {
  const [painted, setPainted] = useState<{ value: unknown; frames: number }>();
  const frames = painted !== undefined && Object.is(painted.value, value) ? painted.frames : 0;
  useEffect(() => {
    if (frames >= most) return;
    let current = true;
    afterNextFrame(() => setTimeout(() => current && setPainted({ value, frames: frames + 1 }), 0));
    return () => {
      current = false;
    };
  }, [value, frames, most]);
  return frames;
}
