import { useEffect, useState } from "react";
import { afterNextFrame } from "./after-paint.ts";

const waiting = new Set<() => void>();

/** Runs every waiting task in one task after the next frame is painted (so React batches them). */
function afterNextPaint(task: () => void): () => void {
  if (waiting.size === 0) {
    const flush = () => {
      const tasks = [...waiting];
      waiting.clear();
      for (const run of tasks) run();
    };
    afterNextFrame(() => setTimeout(flush, 0));
  }
  waiting.add(task);
  return () => waiting.delete(task);
}

/**
 * `value`, but a change only once the frame drawn with the rest of its render has been painted;
 * undefined until then. The first render's value is there at once. For what may follow the frame
 * that shows a change (a new card's photo, whose decoding would hold that frame up).
 */
export function useAfterPaint<T>(value: T): T | undefined {
  const [painted, setPainted] = useState(value);
  const current = Object.is(painted, value);
  useEffect(() => {
    if (!current) return afterNextPaint(() => setPainted(value));
  }, [current, value]);
  return current ? value : undefined;
}

/**
 * How many frames have been painted since `value` came, counting up to `most`: 0 in the render
 * that brings it (the first render too: a page rendered on the server is painted before its
 * script runs), then one more after each painted frame. For work spread over the frames that
 * follow a change once it is shown. A `most` lowered below the count holds it where it is.
 */
export function usePaintedFrames(value: unknown, most: number): number {
  const [painted, setPainted] = useState<{ value: unknown; frames: number }>();
  const frames = painted !== undefined && Object.is(painted.value, value) ? painted.frames : 0;
  useEffect(() => {
    if (frames < most) return afterNextPaint(() => setPainted({ value, frames: frames + 1 }));
  }, [value, frames, most]);
  return frames;
}
