/**
 * Loaded into the server the start benchmark runs (with `--expose-gc`), answering its messages:
 *  - "collect": collects all garbage, then answers with the memory the server holds (not what it
 *    has yet to collect);
 *  - "watch-peak": samples the memory every few milliseconds from then on;
 *  - "peak": answers with the most seen since "watch-peak", and stops sampling.
 * Memory is the heap plus ArrayBuffers (SharedArrayBuffers among them): the stock keeps its
 * records' text and its index columns in those, outside the heap, so the heap alone misses most of it.
 */
export type ServerMemory = {
  heapUsed: number;
  /** The heap's size, used or not. */
  heapTotal: number;
  arrayBuffers: number;
  resident: number;
};

const memory = (): ServerMemory => {
  const { heapUsed, heapTotal, arrayBuffers, rss } = process.memoryUsage();
  return { heapUsed, heapTotal, arrayBuffers, resident: rss };
};

/**
 * Collects until the ArrayBuffers stop shrinking: a collection frees a dead buffer's memory in a
 * background sweep after it ends, so right after one the old stock's buffers (half a stock's
 * memory after a replacement) still count as held; the next collection, once that sweep is done,
 * no longer counts them.
 */
async function collectAll(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  for (let buffers = Number.POSITIVE_INFINITY, rounds = 0; rounds < 5; rounds++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = process.memoryUsage().arrayBuffers;
    if (now >= buffers) return;
    buffers = now;
  }
}

const held = (sample: ServerMemory) => sample.heapUsed + sample.arrayBuffers;

let peak: ServerMemory | undefined;
let peakResident = 0;
let sampler: NodeJS.Timeout | undefined;

process.on("message", (message) => {
  if (message === "collect") void collectAll().then(() => process.send?.({ collected: memory() }));
  else if (message === "watch-peak") {
    peak = memory();
    peakResident = peak.resident;
    clearInterval(sampler);
    sampler = setInterval(() => {
      const now = memory();
      if (held(now) > held(peak!)) peak = now;
      peakResident = Math.max(peakResident, now.resident);
    }, 5);
    process.send?.({ watching: true });
  } else if (message === "peak") {
    clearInterval(sampler);
    process.send?.({ peak: { ...peak!, resident: peakResident } });
  }
});
