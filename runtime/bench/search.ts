/**
 * Search benchmark: the embedded engine against itemsjs and Orama on the same generated vehicles
 * and the same four kinds of query, each engine in its own process.
 * Usage: `npm run bench:search [-- --sizes=10000,100000]`.
 */
import { loadavg } from "node:os";
import { argument } from "./bench-args.ts";
import { spawnBenchScript } from "./bench-process.ts";
import { type QueryKind, queryKinds } from "./bench-queries.ts";
import { ms } from "./bench-stats.ts";
import type { EngineRunResult } from "./search-engine-run.ts";

const targetP95Ms = 5;
const targetRatio = 0.5;
const targetSize = 100_000;
const engines = ["embedded", "itemsjs", "orama"];
const kinds = Object.keys(queryKinds) as QueryKind[];

const sizes = argument("sizes")?.split(",").map(Number) ?? [10_000, targetSize];

let allMet = true;
for (const size of sizes) {
  console.log(
    `\n== ${size.toLocaleString("en-AU")} vehicles (load average ${loadavg()[0]!.toFixed(1)}) ==`,
  );
  const results: EngineRunResult[] = [];
  for (const engine of engines) {
    process.stdout.write(`running ${engine}... `);
    try {
      const result = await runEngine(engine, size);
      console.log(`index built in ${ms(result.buildMs)} ms`);
      results.push(result);
    } catch (error) {
      // A peer running out of memory at 100k is a result too; compare with the others.
      console.log(`failed: ${(error as Error).message}`);
      if (engine === "embedded") throw error;
    }
  }
  reportCrossCheck(results);
  allMet = report(size, results) && allMet;
}
console.log(
  `\nTargets ${allMet ? "met" : "NOT met"} (load average now ${loadavg()[0]!.toFixed(1)}).`,
);

function runEngine(engine: string, size: number): Promise<EngineRunResult> {
  return new Promise((done, fail) => {
    const child = spawnBenchScript("search-engine-run.ts", [
      `--engine=${engine}`,
      `--size=${size}`,
    ]);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", fail);
    child.on("close", (code) => {
      const last = output.trim().split("\n").at(-1) ?? "";
      if (code !== 0 || !last.startsWith("{")) fail(new Error(`${engine} run failed (${code})`));
      else done(JSON.parse(last) as EngineRunResult);
    });
  });
}

/** The engines must agree on the hit counts of filter-only queries (text matching differs). */
function reportCrossCheck(results: EngineRunResult[]) {
  const [reference, ...others] = results;
  const differing = reference!.crossCheck.filter((count, i) =>
    others.some((other) => other.crossCheck[i] !== count),
  ).length;
  console.log(
    `hit counts of ${reference!.crossCheck.length} filter queries: ${differing === 0 ? "identical in every engine" : `${differing} differ`}`,
  );
}

function report(size: number, results: EngineRunResult[]): boolean {
  const header = [
    "query",
    ...results.map((r) => `${r.engine} p50 / p95 ms (cpu p95)`),
    "p95 vs best peer",
  ];
  const rows = [header];
  const own = results.find((result) => result.engine === "embedded")!;
  const peers = results.filter((result) => result !== own);
  let met = true;
  let metInCpuTime = true;
  for (const kind of kinds) {
    const bestPeer = Math.min(...peers.map((peer) => peer.timings[kind].p95));
    const ratio = own.timings[kind].p95 / bestPeer;
    if (size === targetSize && (own.timings[kind].p95 > targetP95Ms || ratio > targetRatio)) {
      met = false;
    }
    if (size === targetSize && own.timings[kind].cpuP95 > targetP95Ms) metInCpuTime = false;
    rows.push([
      `${kind} ${queryKinds[kind]}`,
      ...results.map(({ timings }) => {
        const timing = timings[kind];
        return `${ms(timing.p50)} / ${ms(timing.p95)} (${ms(timing.cpuP95)}, n=${timing.samples})`;
      }),
      `${(ratio * 100).toFixed(1)}%`,
    ]);
  }
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
  if (size === targetSize) {
    console.log(
      `targets at ${size.toLocaleString("en-AU")}: p95 <= ${targetP95Ms} ms and <= ${targetRatio * 100}% of the best peer: ${met ? "met" : "NOT met"}` +
        ` (p95 of CPU time per query <= ${targetP95Ms} ms: ${metInCpuTime ? "yes" : "no"})`,
    );
  }
  return met;
}
