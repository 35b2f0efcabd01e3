import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { validateSiteDefinition } from "@storefront/schemas";
import { type ProcessCpu, sampleThreadCpu } from "../common/thread-cpu.ts";
import type { ServerMemory } from "./collect-on-request.ts";

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const siteFolder = "exports/southern-cross-motor-group";
/** Makes the server collect its garbage and report its memory when asked (see the module). */
const collectOnRequest = pathToFileURL(
  join(dirname(fileURLToPath(import.meta.url)), "collect-on-request.ts"),
).href;

export interface ServerStart {
  /** From starting the process to the first `/healthz` answer with every vehicle. */
  startMs: number;
  /**
   * Then, after a full garbage collection: the live heap, the ArrayBuffers outside it (the
   * records' text and the index columns), their sum (the memory one stock holds) and the
   * resident memory.
   */
  heapUsedBytes: number;
  arrayBufferBytes: number;
  memoryBytes: number;
  residentBytes: number;
  /** The CPU time of the process's threads until then (the feed's reading threads among them). */
  cpu: ProcessCpu;
  /** With `replace`: the feed loaded again while searches keep coming. */
  replacement?: Replacement;
}

interface Replacement {
  /** From touching the feed to `/healthz` reporting the new load. */
  reloadMs: number;
  /** From touching the feed to `/healthz` saying search answers from the new stock. */
  searchReadyMs: number;
  searches: number;
  failedSearches: number;
  slowestSearchMs: number;
  /**
   * The most memory (heap plus ArrayBuffers, sampled in the server every few milliseconds) held
   * from touching the feed to the end of the searching, to set against the memory of one stock;
   * the heap and ArrayBuffers of that moment, and the most resident memory.
   */
  peak: ServerMemory & { bytes: number };
  /** After it all, collected again: one stock's memory once more, unless the old one is kept. */
  after: ServerMemory;
}

/**
 * Starts the storefront's server (`serve`, Node's default heap) on the demo dealer group and the
 * feed, and times it until `/healthz` counts all `vehicles`. Rejects when the process exits first
 * (out of memory, say) or after `timeoutMs`. With `replace`, it then touches the feed, which the
 * server loads again, searching all along (see measureReplacement).
 */
export async function measureServerStart(
  feed: string,
  vehicles: number,
  port: number,
  timeoutMs: number,
  { replace = false }: { replace?: boolean } = {},
): Promise<ServerStart> {
  // Pages are not requested: the server needs only a page template to start.
  const clientDir = join(tmpdir(), "storefront-bench-start");
  mkdirSync(join(clientDir, "data"), { recursive: true });
  writeFileSync(
    join(clientDir, "index.html"),
    "<!doctype html><html><head></head><body></body></html>",
  );
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...["--expose-gc", "--import", "tsx", "--import", collectOnRequest],
      "runtime/server/cli/serve.ts",
      ...["--site", siteFolder, "--inventory", feed],
      ...["--data", join(clientDir, "data"), "--port", String(port), "--host", "127.0.0.1"],
      ...(replace ? [] : ["--no-watch"]),
    ],
    {
      cwd: repositoryRoot,
      env: { ...process.env, STOREFRONT_CLIENT_DIR: clientDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    },
  );
  const cpu = sampleThreadCpu(child.pid!);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on("exit", () => {
      exited = true;
      resolve();
    }),
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      if (exited) throw new Error(`the server exited before it served: ${lastLine(stderr)}`);
      if (performance.now() - started > timeoutMs) {
        throw new Error(`no answer with every vehicle within ${Math.round(timeoutMs / 1000)} s`);
      }
      const health = await fetch(`${base}/healthz`).catch(() => undefined);
      const served = health?.ok ? ((await health.json()) as { vehicles: number }).vehicles : -1;
      if (served === vehicles) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const startMs = performance.now() - started;
    const cpuToHealth = cpu.stop();
    const ask = askServer(child);
    const { collected } = (await ask("collect")) as { collected: ServerMemory };
    return {
      startMs,
      heapUsedBytes: collected.heapUsed,
      arrayBufferBytes: collected.arrayBuffers,
      memoryBytes: collected.heapUsed + collected.arrayBuffers,
      residentBytes: collected.resident,
      cpu: cpuToHealth,
      ...(replace
        ? {
            replacement: await measureReplacement(
              base,
              feed,
              vehicles,
              ask,
              () => exited,
              timeoutMs,
            ),
          }
        : {}),
    };
  } finally {
    cpu.stop();
    // Waited for, so the next run's server does not find this one still answering on the port.
    if (!exited) child.kill();
    await exit;
  }
}

/** Sends the server a message (see collect-on-request.ts) and resolves with its answer. */
const askServer =
  (child: ChildProcess) =>
  (message: string): Promise<unknown> =>
    new Promise((answered) => {
      child.once("message", answered);
      child.send(message);
    });

/**
 * Searching goes on this long after the new stock is in, while its indexes are built (they are
 * built after the swap, so the peak comes then: about a minute at 1,000,000 vehicles under load).
 */
const afterReloadMs = (vehicles: number) => Math.max(15_000, (vehicles / 100_000) * 6_000);

/**
 * Touches the feed (a new version for the server's watcher) and searches every 100 ms until
 * `/healthz` shows the stock loaded again and for `afterReloadMs` more, and its search answering
 * from it (its index built), the server watching its peak memory meanwhile.
 */
async function measureReplacement(
  base: string,
  feed: string,
  vehicles: number,
  ask: (message: string) => Promise<unknown>,
  exited: () => boolean,
  timeoutMs: number,
): Promise<Replacement> {
  const definition = validateSiteDefinition(
    JSON.parse(readFileSync(join(repositoryRoot, siteFolder, "site.json"), "utf8")),
  );
  if (!definition.ok) throw new Error(`${siteFolder}: invalid site definition`);
  const body = JSON.stringify({
    requests: [{ indexName: definition.definition.integrations.search.index, hitsPerPage: 1 }],
  });
  const health = async () =>
    (
      (await (await fetch(`${base}/healthz`)).json()) as {
        stock: { loadedAt: string; searchReady: boolean };
      }
    ).stock;
  const before = (await health()).loadedAt;
  await ask("watch-peak");
  const now = new Date();
  utimesSync(feed, now, now);
  const touched = performance.now();
  const result = { searches: 0, failedSearches: 0, slowestSearchMs: 0 };
  let reloadMs: number | undefined;
  let searchReadyMs: number | undefined;
  for (;;) {
    if (exited()) throw new Error("the server exited while loading the feed again");
    if (performance.now() - touched > timeoutMs) throw new Error("the feed was not loaded again");
    const begin = performance.now();
    const answer = await fetch(`${base}/1/indexes/*/queries`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body,
    }).catch(() => undefined);
    result.searches++;
    if (!answer?.ok) result.failedSearches++;
    await answer?.arrayBuffer();
    result.slowestSearchMs = Math.max(result.slowestSearchMs, performance.now() - begin);
    if (reloadMs === undefined || searchReadyMs === undefined) {
      const stock = await health();
      if (reloadMs === undefined && stock.loadedAt !== before)
        reloadMs = performance.now() - touched;
      if (reloadMs !== undefined && stock.searchReady) searchReadyMs = performance.now() - touched;
    }
    // The search indexes are built after the stock is swapped: watch that too, to its end.
    const watched =
      reloadMs !== undefined && performance.now() - touched > reloadMs + afterReloadMs(vehicles);
    if (watched && searchReadyMs !== undefined) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { peak } = (await ask("peak")) as { peak: ServerMemory };
  const { collected: after } = (await ask("collect")) as { collected: ServerMemory };
  return {
    reloadMs: reloadMs!,
    searchReadyMs: searchReadyMs!,
    ...result,
    peak: { ...peak, bytes: peak.heapUsed + peak.arrayBuffers },
    after,
  };
}

function lastLine(text: string): string {
  return text.trim().split("\n").at(-1) ?? "";
}
