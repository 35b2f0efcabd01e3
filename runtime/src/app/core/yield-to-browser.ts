type Scheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser handle input and paint before the work that follows, so that work starts a
 * task of its own rather than adding to a long one; at once on the server, which has no frames.
 * `scheduler.yield` resumes ahead of other queued tasks, where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
