/**
 * One engine of the search benchmark, run in its own process (so the engines' memory and garbage
 * collection stay apart): reads the vehicles of a feed, builds the index, answers the cross-check
 * queries and times the four kinds of query. Prints one JSON line for search.ts.
 */
import { PerformanceObserver } from "node:perf_hooks";
import { argument } from "./common/bench-args.ts";
import { type Timing, timeQueries } from "./common/bench-stats.ts";
import { readSlimRecords } from "./search/bench-feeds.ts";
import { buildQueries, type QueryKind, queryKinds } from "./search/bench-queries.ts";
import type { BenchEngine } from "./search/peers/bench-engine.ts";
import { embeddedEngine } from "./search/peers/embedded-engine.ts";
import { itemsjsEngine } from "./search/peers/itemsjs-engine.ts";
import { oramaEngine } from "./search/peers/orama-engine.ts";

export interface EngineRunResult {
  engine: string;
  size: number;
  buildMs: number;
  /** CPU time of the build, all of the process's threads: less sensitive to other load. */
  buildCpuMs: number;
  /** Of the build, the time spent collecting garbage. */
  gcMs: number;
  /** What the index holds beyond the records (heap and typed arrays), in bytes per record. */
  bytesPerRecord: number;
  /** Hit counts of the filter-only cross-check queries, in order. */
  crossCheck: number[];
  timings: Record<QueryKind, Timing>;
}

const engineName = argument("engine") ?? "embedded";
const feed = argument("feed");
if (!feed) throw new Error("--feed=<inventory file> is needed");

// Slimmed one by one: a million full records would not fit the heap at once.
const records = await readSlimRecords(feed);
const size = records.length;
const queries = buildQueries(records, 7, 40);
const memoryBefore = memoryInUse();
let gcMs = 0;
const gcWatch = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
});
gcWatch.observe({ entryTypes: ["gc"] });
const cpuBefore = process.cpuUsage();
const engine: BenchEngine =
  engineName === "itemsjs"
    ? itemsjsEngine(records)
    : engineName === "orama"
      ? await oramaEngine(records)
      : embeddedEngine(records);
const cpuUsed = process.cpuUsage(cpuBefore);
// Garbage collection entries arrive asynchronously.
await new Promise((resolve) => setTimeout(resolve, 50));
gcWatch.disconnect();
const bytesPerRecord = (memoryInUse() - memoryBefore) / size;

const crossCheck: number[] = [];
for (const query of [
  ...queries.a.slice(0, 2),
  ...queries.b.slice(0, 5),
  ...queries.c.slice(0, 5),
]) {
  crossCheck.push(await engine.search(query));
}

const own = engine.name === "embedded";
const timings = {} as Record<QueryKind, Timing>;
for (const kind of Object.keys(queryKinds) as QueryKind[]) {
  timings[kind] = await timeQueries(queries[kind], (query) => engine.search(query), {
    // The peers take up to seconds per query at 100k: fewer samples, so a run ends in minutes.
    warmup: own ? 40 : 1,
    minSamples: own ? 200 : 8,
    maxSamples: own ? 1000 : 200,
    budgetMs: own ? 4000 : 6000,
  });
}

const result: EngineRunResult = {
  engine: engine.name,
  size,
  buildMs: engine.buildMs,
  buildCpuMs: (cpuUsed.user + cpuUsed.system) / 1000,
  gcMs,
  bytesPerRecord,
  crossCheck,
  timings,
};
console.log(JSON.stringify(result));

/** Live heap and typed-array memory, after a full collection when the process allows it. */
function memoryInUse(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
