/**
 * Loaded into the server the start benchmark runs (with `--expose-gc`): on the benchmark's
 * "collect" message it collects all garbage and answers "collected", so the heap `/metrics`
 * reports next is what the server holds, not what it has yet to collect.
 */
process.on("message", (message) => {
  if (message !== "collect") return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.("collected");
});
