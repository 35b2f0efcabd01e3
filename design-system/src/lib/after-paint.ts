type Scheduler = {
  postTask?: (task: () => void, options: { priority: "background" }) => Promise<void>;
};

/**
 * Runs `task` once the browser has painted the next frame, behind any other waiting work: for
 * what no frame shows (the document title, the recorded search, analytics), so it no longer
 * holds up the frame that shows a shopper's change. A hidden page paints no frames, so there it
 * runs after the current task.
 */
export function afterPaint(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  const later = () => {
    if (scheduler?.postTask) void scheduler.postTask(task, { priority: "background" });
    else setTimeout(task, 0);
  };
  afterNextFrame(later);
}

/** Runs `next` once the next frame is drawn; at once on a hidden page, which draws no frames. */
export function afterNextFrame(next: () => void): void {
  if (document.hidden) next();
  else requestAnimationFrame(next);
}
