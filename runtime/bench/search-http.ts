/**
 * HTTP benchmark of the search routes: a server process with the embedded engine over generated
 * vehicles on 127.0.0.1, driven with the storefront's mix of multi-query bodies. First autocannon
 * with 50 connections for 10 s, as fast as the server answers (its capacity, and the latency of
 * 50 clients in a closed loop); then a steady open-loop load (`--rate` requests per second over
 * 50 keep-alive connections, 10 s). The p95 target is judged on both and printed for each.
 * Usage: `npm run bench:search-http [-- --size=100000 --rate=100]`.
 */
import type { ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { generateInventory } from "../server/inventory/generate.ts";
import { spawnBenchScript } from "./bench-process.ts";
import { ms, percentile } from "./bench-stats.ts";
import { searchPageBodies } from "./search-http-bodies.ts";
import { steadyLoad } from "./steady-load.ts";

const targetP95Ms = 15;
const argument = (name: string, fallback: number) =>
  Number(
    process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback,
  );
const size = argument("size", 100_000);
const rate = argument("rate", 100);
const now = new Date("2026-05-01T00:00:00Z");
const searchPath = "/1/indexes/*/queries?x-algolia-agent=bench";

const bodies = searchPageBodies(generateInventory({ count: 3000, seed: 2026, now }), 500, now);
console.log(`starting the server with ${size.toLocaleString("en-AU")} vehicles...`);
const { child, port, buildMs } = await startServer(size);
console.log(`engine built in ${ms(buildMs)} ms; listening on 127.0.0.1:${port}`);

try {
  await drive(port, { connections: 50, duration: 3 }); // warm-up
  const saturated = await drive(port, { connections: 50, duration: 10 });
  const steady = await steadyLoad({
    port,
    path: searchPath,
    bodies,
    rate,
    seconds: 10,
    connections: 50,
  });
  print("autocannon, 50 connections", saturated);
  print(`steady ${rate} requests/s`, {
    requestsPerSecond: steady.requestsPerSecond,
    p50: percentile(steady.latencies, 50),
    p95: percentile(steady.latencies, 95),
    p99: percentile(steady.latencies, 99),
    failures: steady.failures,
    bytesPerResponse: saturated.bytesPerResponse,
  });
  console.log(`load average: ${loadavg()[0]!.toFixed(1)} (other processes share these 2 cores)`);
  const verdict = (met: boolean) => (met ? "met" : "NOT met");
  const steadyMet = percentile(steady.latencies, 95) <= targetP95Ms && steady.failures === 0;
  const saturatedMet = saturated.p95 <= targetP95Ms && saturated.failures === 0;
  console.log(
    `target p95 <= ${targetP95Ms} ms at a steady ${rate} requests/s: ${verdict(steadyMet)}`,
  );
  console.log(
    `target p95 <= ${targetP95Ms} ms with 50 connections at full speed: ${verdict(saturatedMet)}`,
  );
} finally {
  child.kill();
}

interface RunResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  bytesPerResponse: number;
}

async function drive(
  port: number,
  options: { connections: number; duration: number },
): Promise<RunResult> {
  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    ...options,
    requests: [
      {
        method: "POST",
        path: searchPath,
        headers: { "content-type": "text/plain" },
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          body: bodies[next++ % bodies.length],
        }),
      },
    ],
  });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, time: number) => {
    latencies.push(time);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: result.errors + result.timeouts + result.non2xx,
    bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
  };
}

function print(label: string, run: RunResult) {
  console.log(
    `${label.padEnd(26)} p50 ${ms(run.p50)} ms  p95 ${ms(run.p95)} ms  p99 ${ms(run.p99)} ms  ` +
      `${run.requestsPerSecond.toFixed(0)} requests/s  ${(run.bytesPerResponse / 1024).toFixed(0)} KiB/response  failures ${run.failures}`,
  );
}

function startServer(
  size: number,
): Promise<{ child: ChildProcess; port: number; buildMs: number }> {
  return new Promise((done, fail) => {
    const child = spawnBenchScript("search-http-server.ts", [`--size=${size}`]);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split("\n").find((entry) => entry.startsWith("{"));
      if (line) {
        const ready = JSON.parse(line) as { port: number; buildMs: number };
        done({ child, port: ready.port, buildMs: ready.buildMs });
      }
    });
    child.on("error", fail);
    child.on("exit", (code) => fail(new Error(`search server exited (${code})`)));
  });
}
