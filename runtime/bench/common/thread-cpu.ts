import { readdirSync, readFileSync } from "node:fs";

/** CPU time of one thread of a process, in milliseconds. */
type ThreadCpu = { thread: number; cpuMs: number };

/** CPU of a process's threads: the main thread, the rest, and the whole process (threads ended included). */
export type ProcessCpu = { mainMs: number; totalMs: number; threads: ThreadCpu[] };

const tickMs = 10;

/** User plus system time in a /proc stat line, in milliseconds (ticks of 10 ms). */
function statCpuMs(path: string): number | undefined {
  try {
    const fields = readFileSync(path, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * tickMs;
  } catch {
    return undefined;
  }
}

/**
 * Samples the CPU time of each thread of process `pid` (Linux /proc) every `everyMs` until
 * stopped, so the CPU of a thread that ends (a feed's reading thread) is known to within a
 * sample. Elsewhere than Linux the figures are zero.
 */
export function sampleThreadCpu(pid: number, everyMs = 100) {
  const seen = new Map<number, number>();
  let totalMs = 0;
  const sample = () => {
    let threads: string[] = [];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      return;
    }
    for (const thread of threads) {
      const cpuMs = statCpuMs(`/proc/${pid}/task/${thread}/stat`);
      if (cpuMs !== undefined) seen.set(Number(thread), cpuMs);
    }
    totalMs = statCpuMs(`/proc/${pid}/stat`) ?? totalMs;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop(): ProcessCpu {
      sample();
      clearInterval(timer);
      const threads = [...seen]
        .filter(([thread]) => thread !== pid)
        .map(([thread, cpuMs]) => ({ thread, cpuMs }))
        .sort((a, b) => b.cpuMs - a.cpuMs);
      return { mainMs: seen.get(pid) ?? 0, totalMs, threads };
    },
  };
}
