/**
 * One engine of the search benchmark, run in its own process (so the engines' memory and garbage
 * collection stay apart): generates the vehicles, builds the index, answers the cross-check
 * queries and times the four kinds of query. Prints one JSON line for search.ts.
 */
import { generateInventory } from "../../tools/inventory-generator/generate.ts";
import { argument } from "./bench-args.ts";
import { buildQueries, type QueryKind, queryKinds } from "./bench-queries.ts";
import { slimRecords } from "./bench-records.ts";
import { type Timing, timeQueries } from "./bench-stats.ts";
import type { BenchEngine } from "./peers/bench-engine.ts";
import { embeddedEngine } from "./peers/embedded-engine.ts";
import { itemsjsEngine } from "./peers/itemsjs-engine.ts";
import { oramaEngine } from "./peers/orama-engine.ts";

export interface EngineRunResult {
  engine: string;
  size: number;
  buildMs: number;
  /** Hit counts of the filter-only cross-check queries, in order. */
  crossCheck: number[];
  timings: Record<QueryKind, Timing>;
}

const engineName = argument("engine") ?? "embedded";
const size = Number(argument("size") ?? 10_000);

const records = slimRecords(
  generateInventory({ count: size, seed: 2026, now: new Date("2026-05-01T00:00:00Z") }),
);
const queries = buildQueries(records, 7, 40);
const engine: BenchEngine =
  engineName === "itemsjs"
    ? itemsjsEngine(records)
    : engineName === "orama"
      ? await oramaEngine(records)
      : embeddedEngine(records);

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
  crossCheck,
  timings,
};
console.log(JSON.stringify(result));
