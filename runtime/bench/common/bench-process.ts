import { type ChildProcess, spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * A benchmark part in its own Node process (a heap of its own: 8 GB, room for the peers' indexes
 * of 100k records, or Node's default with `heapMb: "default"`), output piped. Garbage collection
 * can be forced there, to weigh memory in use.
 */
export function spawnBenchScript(
  script: string,
  args: string[],
  { heapMb = 8192 }: { heapMb?: number | "default" } = {},
): ChildProcess {
  const heap = heapMb === "default" ? [] : [`--max-old-space-size=${heapMb}`];
  return spawn(
    process.execPath,
    [...heap, "--expose-gc", "--import", "tsx", `runtime/bench/${script}`, ...args],
    { cwd: repositoryRoot, stdio: ["ignore", "pipe", "inherit"] },
  );
}
