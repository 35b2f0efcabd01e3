import { spawnBenchScript } from "../common/bench-process.ts";
import type { EngineRunResult } from "../search-engine-run.ts";

/** One engine over a feed in its own process (search-engine-run.ts), with the given heap. */
export function runEngine(
  engine: string,
  feed: string,
  heapMb: number | "default",
): Promise<EngineRunResult> {
  return new Promise((done, fail) => {
    const child = spawnBenchScript(
      "search-engine-run.ts",
      [`--engine=${engine}`, `--feed=${feed}`],
      { heapMb },
    );
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
