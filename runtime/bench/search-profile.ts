/**
 * The embedded engine's queries of the search benchmark, for working on query speed: builds the
 * index over a feed once, then
 *  - `--hash`: a hash of every answer (per kind and overall), to check a change alters none;
 *  - otherwise times the queries as search-engine-run.ts does (p50/p95 per kind) and lists the
 *    `--slowest` queries of each kind by their median CPU time over `--repeat` runs; with
 *    `--profile=<file>`, a CPU profile of that part (not of the build), to open in DevTools.
 * `--kinds=bcd` picks the kinds, `--per-kind` the number of queries of each.
 * `--cache=<folder>` keeps the slimmed records there (v8 serialised), so a later run skips
 * parsing the feed. Usage: `tsx runtime/bench/search-profile.ts --feed=<file> [--hash]`.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { basename, join } from "node:path";
import { deserialize, serialize } from "node:v8";
import { argument, numberArgument } from "./common/bench-args.ts";
import { ms, percentile, timeQueries } from "./common/bench-stats.ts";
import { readSlimRecords } from "./search/bench-feeds.ts";
import {
  type BenchQuery,
  buildQueries,
  type QueryKind,
  queryKinds,
} from "./search/bench-queries.ts";
import type { BenchRecord } from "./search/bench-records.ts";
import { embeddedEngine } from "./search/peers/embedded-engine.ts";

const feed = argument("feed");
if (!feed) throw new Error("--feed=<inventory file> is needed");
const cache = argument("cache");
const kinds = (argument("kinds") ?? Object.keys(queryKinds).join("")).split("") as QueryKind[];

const records = await loadRecords(feed);
const queries = buildQueries(records, 7, numberArgument("per-kind", 40));
const engine = embeddedEngine(records);
console.log(`${records.length} records, index built in ${ms(engine.buildMs)} ms`);

const profile = argument("profile");
const session = profile ? new Session() : undefined;
if (session) {
  session.connect();
  await post(session, "Profiler.enable");
  await post(session, "Profiler.setSamplingInterval", { interval: 100 });
  await post(session, "Profiler.start");
}

if (process.argv.includes("--hash")) {
  const all = createHash("sha256");
  for (const kind of kinds) {
    const hash = createHash("sha256");
    for (const query of queries[kind]) {
      const { processingTimeMS: _, ...answer } = engine.answer(query);
      hash.update(JSON.stringify(answer));
    }
    const digest = hash.digest("hex");
    all.update(digest);
    console.log(`answers of ${kind}: ${digest}`);
  }
  console.log(`all answers: ${all.digest("hex")}`);
} else {
  const repeat = numberArgument("repeat", 5);
  const slowest = numberArgument("slowest", 4);
  for (const kind of kinds) {
    const timing = await timeQueries(queries[kind], (query) => engine.search(query), {
      warmup: 40,
      minSamples: 200,
      maxSamples: 1000,
      budgetMs: 4000,
    });
    console.log(
      `${kind} ${queryKinds[kind].padEnd(24)} p50 ${ms(timing.p50)}  p95 ${ms(timing.p95)} ms (n=${timing.samples})`,
    );
    const each = queries[kind].map((query) => {
      // CPU time of each run: the machine is shared, wall time would rank other jobs' pauses.
      const times: number[] = [];
      for (let i = 0; i < repeat; i++) {
        const begin = process.cpuUsage();
        engine.search(query);
        const used = process.cpuUsage(begin);
        times.push((used.user + used.system) / 1000);
      }
      times.sort((a, b) => a - b);
      return { query, time: percentile(times, 50), hits: engine.search(query) };
    });
    each.sort((a, b) => b.time - a.time);
    for (const { query, time, hits } of each.slice(0, slowest)) {
      console.log(
        `   ${ms(time).padStart(6)} ms  ${String(hits).padStart(7)} hits  ${describe(query)}`,
      );
    }
  }
}

if (session && profile) {
  const { profile: taken } = (await post(session, "Profiler.stop")) as { profile: unknown };
  writeFileSync(profile, JSON.stringify(taken));
}

function post(session: Session, method: string, params?: object): Promise<unknown> {
  return new Promise((done, fail) =>
    session.post(method, params, (error, result) => (error ? fail(error) : done(result))),
  );
}

function describe(query: BenchQuery): string {
  return JSON.stringify({
    text: query.text,
    equals: query.equals,
    range: query.range,
    sort: query.sort?.name,
    page: query.page,
  });
}

async function loadRecords(file: string): Promise<BenchRecord[]> {
  const cached = cache && join(cache, `${basename(file)}.slim.v8`);
  if (cached && existsSync(cached)) return deserialize(readFileSync(cached)) as BenchRecord[];
  const read = await readSlimRecords(file);
  if (cached) writeFileSync(cached, serialize(read));
  return read;
}
