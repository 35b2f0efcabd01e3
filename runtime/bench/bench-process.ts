import { type ChildProcess, spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** A benchmark part in its own Node process (a heap of its own, room for 100k records), output piped. */
export function spawnBenchScript(script: string, args: string[]): ChildProcess {
  return spawn(
    process.execPath,
    ["--max-old-space-size=8192", "--import", "tsx", `runtime/bench/${script}`, ...args],
    { cwd: repositoryRoot, stdio: ["ignore", "pipe", "inherit"] },
  );
}
