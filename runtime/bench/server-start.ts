import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export interface ServerStart {
  /** From starting the process to the first `/healthz` answer with every vehicle. */
  startMs: number;
  /** Then, from `/metrics`: the live heap and the resident memory of the process. */
  heapUsedBytes: number;
  residentBytes: number;
}

/**
 * Starts the storefront's server (`serve`, Node's default heap) on the demo dealer group and the
 * feed, and times it until `/healthz` counts all `vehicles`. Rejects when the process exits first
 * (out of memory, say) or after `timeoutMs`.
 */
export async function measureServerStart(
  feed: string,
  vehicles: number,
  port: number,
  timeoutMs: number,
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
      ...["--import", "tsx", "runtime/server/cli/serve.ts"],
      ...["--site", "exports/southern-cross-motor-group", "--inventory", feed],
      ...["--data", join(clientDir, "data"), "--port", String(port), "--host", "127.0.0.1"],
      "--no-watch",
    ],
    {
      cwd: repositoryRoot,
      env: { ...process.env, STOREFRONT_CLIENT_DIR: clientDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
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
    const metrics = await (await fetch(`${base}/metrics`)).text();
    return {
      startMs,
      heapUsedBytes: metric(metrics, "nodejs_heap_size_used_bytes"),
      residentBytes: metric(metrics, "process_resident_memory_bytes"),
    };
  } finally {
    if (!exited) child.kill();
  }
}

function metric(text: string, name: string): number {
  const line = text.split("\n").find((entry) => entry.startsWith(`${name} `));
  return line ? Number(line.split(" ")[1]) : Number.NaN;
}

function lastLine(text: string): string {
  return text.trim().split("\n").at(-1) ?? "";
}
