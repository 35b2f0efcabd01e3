/**
 * Search benchmark at scale, each part in its own process:
 *  - for each size, the embedded engine in process on Node's default heap (index build, its
 *    memory per vehicle, p50/p95 of the four kinds of query) and the storefront's server started
 *    on that feed (time to a `/healthz` counting every vehicle, its heap), with the growth from
 *    the smallest size to the largest and the goals judged;
 *  - at the peer size, the same queries in Orama (and itemsjs up to 100,000 vehicles: beyond
 *    that it runs out of a 16 GB heap), the hit counts cross-checked.
 * Each size's feed is generated once into `--feeds` (default the system's temporary folder) and
 * reused. With `--runs=3` every figure is the median of three runs.
 * `--skip-serve` measures the engine alone (no server start), `--peer-size=0` runs no peers.
 * Usage: `npm run bench:search [-- --sizes=100000,1000000 --peer-size=300000 --runs=1]`.
 */
import { loadavg } from "node:os";
import { argument, numberArgument } from "./common/bench-args.ts";
import { ms } from "./common/bench-stats.ts";
import { benchFeed } from "./search/bench-feeds.ts";
import { type QueryKind, queryKinds } from "./search/bench-queries.ts";
import { runEngine } from "./search/search-engine-process.ts";
import { measureServerStart, type ServerStart } from "./search/server-start.ts";
import type { EngineRunResult } from "./search-engine-run.ts";

const goals = { p95Ms: 10, startMs: 60_000, peerRatio: 0.5 };
const kinds = Object.keys(queryKinds) as QueryKind[];
const sizes = (argument("sizes") ?? "100000,1000000").split(",").map(Number);
const peerSize = numberArgument("peer-size", 300_000);
const runs = numberArgument("runs", 1);
const feeds = argument("feeds");
const port = numberArgument("port", 4399);
const skipServe = process.argv.includes("--skip-serve");
const load = () => `load average ${loadavg()[0]!.toFixed(1)}`;

interface SizeResult {
  size: number;
  engine: EngineRunResult;
  start: ServerStart | undefined;
}

const verdicts: string[] = [];
const judge = (goal: string, met: boolean) =>
  verdicts.push(`${met ? "met    " : "NOT met"}  ${goal}`);
const results: SizeResult[] = [];
for (const size of sizes) {
  const feed = benchFeed(size, feeds);
  console.log(`\n== ${size.toLocaleString("en-AU")} vehicles (${load()}) ==`);
  const engine = median(
    await repeat(() => runEngine("embedded", feed, "default")),
    (r) => r.buildMs,
  );
  printEngine(engine);
  const start = skipServe ? undefined : await serverFigures(feed, size);
  if (size === sizes.at(-1) && !skipServe) {
    const replaced = start?.replacement;
    judge(
      `replacing the feed at ${size.toLocaleString("en-AU")} keeps answering: ${replaced ? `${replaced.failedSearches} failed` : "not measured"}`,
      replaced !== undefined && replaced.failedSearches === 0,
    );
    judge(
      `replacing it holds at most 1.5 stocks (peak resident memory against one stock's): ${replaced && start ? `${(replaced.peak.resident / start.residentBytes).toFixed(2)}x` : "not measured"}`,
      replaced !== undefined &&
        start !== undefined &&
        replaced.peak.resident <= 1.5 * start.residentBytes,
    );
  }
  results.push({ size, engine, start });
  for (const kind of kinds) {
    judge(
      `p95 of ${kind} (${queryKinds[kind]}) <= ${goals.p95Ms} ms at ${size.toLocaleString("en-AU")}: ${ms(engine.timings[kind].p95)} ms (CPU p95 ${ms(engine.timings[kind].cpuP95)} ms)`,
      engine.timings[kind].p95 <= goals.p95Ms,
    );
  }
}

const [first, last] = [results[0]!, results.at(-1)!];
if (last.size >= 1_000_000 && !skipServe) {
  judge(
    `server serves ${last.size.toLocaleString("en-AU")} vehicles on the default heap within ${seconds(goals.startMs)}: ${last.start ? seconds(last.start.startMs) : "no"}`,
    last.start !== undefined && last.start.startMs <= goals.startMs,
  );
}
if (last !== first) {
  const sizeRatio = last.size / first.size;
  const growth = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? Number.NaN : b / a;
  console.log(
    `\n== growth from ${first.size.toLocaleString("en-AU")} to ${last.size.toLocaleString("en-AU")} vehicles (${sizeRatio}x) ==`,
  );
  const figures: [string, number][] = [
    ["index build", growth(first.engine.buildMs, last.engine.buildMs)],
    ["index build, CPU time", growth(first.engine.buildCpuMs, last.engine.buildCpuMs)],
    ...(skipServe
      ? []
      : [
          ["server start to /healthz", growth(first.start?.startMs, last.start?.startMs)] as [
            string,
            number,
          ],
        ]),
  ];
  for (const [name, ratio] of figures) {
    const shown = Number.isNaN(ratio) ? "-" : `${ratio.toFixed(1)}x`;
    console.log(`${name.padEnd(26)} ${shown}`);
    judge(`${name} grows at most ${sizeRatio}x: ${shown}`, ratio <= sizeRatio);
  }
}

const peerResults: EngineRunResult[] = [];
const peerEngines =
  peerSize > 0 ? ["embedded", "orama", ...(peerSize <= 100_000 ? ["itemsjs"] : [])] : [];
if (peerSize > 0)
  console.log(`\n== peers at ${peerSize.toLocaleString("en-AU")} vehicles (${load()}) ==`);
const peerFeed = peerSize > 0 ? benchFeed(peerSize, feeds) : "";
for (const engine of peerEngines) {
  process.stdout.write(`running ${engine}... `);
  try {
    const result = await runEngine(engine, peerFeed, engine === "embedded" ? "default" : 8192);
    console.log(`index built in ${ms(result.buildMs)} ms`);
    peerResults.push(result);
  } catch (error) {
    console.log(`failed: ${(error as Error).message}`);
  }
}
if (peerSize > 100_000) console.log("itemsjs: not run (it runs out of a 16 GB heap at 300,000)");
if (peerResults.length > 1) {
  reportCrossCheck(peerResults);
  reportPeers(peerResults);
}

console.log(`\nGoals (${load()}, median of ${runs} run${runs === 1 ? "" : "s"}):`);
for (const verdict of verdicts) console.log(verdict);

async function repeat<T>(run: () => Promise<T>): Promise<T[]> {
  const all: T[] = [];
  for (let i = 0; i < runs; i++) all.push(await run());
  return all;
}

function median<T>(all: T[], by: (item: T) => number): T {
  return [...all].sort((a, b) => by(a) - by(b))[(all.length - 1) >> 1]!;
}

function printEngine(result: EngineRunResult) {
  console.log(
    `index build ${seconds(result.buildMs)} (CPU ${seconds(result.buildCpuMs)}, garbage collection ${seconds(result.gcMs)}), ` +
      `index memory ${(result.bytesPerRecord / 1024).toFixed(2)} KB a vehicle`,
  );
  for (const kind of kinds) {
    const timing = result.timings[kind];
    console.log(
      `  ${`${kind} ${queryKinds[kind]}`.padEnd(28)} p50 ${ms(timing.p50)} ms  p95 ${ms(timing.p95)} ms  (CPU p95 ${ms(timing.cpuP95)} ms, n=${timing.samples})`,
    );
  }
}

/** The engines must agree on the hit counts of filter-only queries (text matching differs). */
function reportCrossCheck(all: EngineRunResult[]) {
  const [reference, ...others] = all;
  const differing = reference!.crossCheck.filter((count, i) =>
    others.some((other) => other.crossCheck[i] !== count),
  ).length;
  console.log(
    `hit counts of ${reference!.crossCheck.length} filter queries: ${differing === 0 ? "identical in every engine" : `${differing} differ`}`,
  );
}

function reportPeers(all: EngineRunResult[]) {
  const header = [
    "query",
    ...all.map((r) => `${r.engine} p50 / p95 ms (cpu p95)`),
    "p95 vs best peer",
  ];
  const rows = [header];
  const own = all.find((result) => result.engine === "embedded")!;
  const peers = all.filter((result) => result !== own);
  let met = true;
  for (const kind of kinds) {
    const ratio = own.timings[kind].p95 / Math.min(...peers.map((peer) => peer.timings[kind].p95));
    if (ratio > goals.peerRatio) met = false;
    rows.push([
      `${kind} ${queryKinds[kind]}`,
      ...all.map(({ timings }) => {
        const timing = timings[kind];
        return `${ms(timing.p50)} / ${ms(timing.p95)} (${ms(timing.cpuP95)}, n=${timing.samples})`;
      }),
      `${(ratio * 100).toFixed(1)}%`,
    ]);
  }
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
  judge(
    `p95 <= ${goals.peerRatio * 100}% of the best peer's at ${peerSize.toLocaleString("en-AU")}`,
    met,
  );
}

/** `serve` started on the feed: time to /healthz, heap, and the feed replaced under it. */
async function serverFigures(feed: string, size: number): Promise<ServerStart | undefined> {
  try {
    const start = median(
      await repeat(() =>
        measureServerStart(feed, size, port, 10 * goals.startMs, { replace: true }),
      ),
      (s) => s.startMs,
    );
    console.log(
      `server start to /healthz ${seconds(start.startMs)}, resident ${mb(start.residentBytes)} ` +
        `(${(start.residentBytes / size / 1024).toFixed(1)} KB a vehicle; heap ${mb(start.heapUsedBytes)}, array buffers ${mb(start.arrayBufferBytes)}, ` +
        `the rest mostly the records' text: made by the reading threads, it is in neither figure) (${load()})`,
    );
    const { mainMs, totalMs, threads } = start.cpu;
    const [first, second] = threads;
    console.log(
      `  CPU to /healthz: main thread ${seconds(mainMs)}, busiest other threads ${seconds(first?.cpuMs ?? 0)} + ${seconds(second?.cpuMs ?? 0)} (the feed's readers), process ${seconds(totalMs)}`,
    );
    const replaced = start.replacement!;
    console.log(
      `feed replaced: loaded again in ${seconds(replaced.reloadMs)}, searched in ${seconds(replaced.searchReadyMs)}, ${replaced.failedSearches} of ${replaced.searches} searches failed meanwhile ` +
        `(slowest ${ms(replaced.slowestSearchMs)} ms), peak resident ${mb(replaced.peak.resident)} = ${(replaced.peak.resident / start.residentBytes).toFixed(2)}x one stock's ` +
        `(heap and array buffers at most ${mb(replaced.peak.bytes)} = ${(replaced.peak.bytes / start.memoryBytes).toFixed(2)}x); ` +
        `afterwards resident ${mb(replaced.after.resident)}, heap and array buffers ${mb(replaced.after.heapUsed + replaced.after.arrayBuffers)}`,
    );
    return start;
  } catch (error) {
    console.log(`server start: ${(error as Error).message} (${load()})`);
    return undefined;
  }
}

function seconds(value: number): string {
  return `${(value / 1000).toFixed(1)} s`;
}

function mb(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(0)} MB`;
}
