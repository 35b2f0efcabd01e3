/** Value at percentile p (0-100) of ascending samples, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/**
 * Answers a second over the later half of a run, from the times (ms, ascending) its answers
 * came: the first answers of a server's first run wait for what it does once (its first lead's
 * commit, code compiled on first use), so a pace over the whole run is below the steady one.
 */
export function laterHalfPerSecond(answeredAt: readonly number[]): number {
  const half = Math.floor(answeredAt.length / 2);
  const from = answeredAt[half - 1];
  const to = answeredAt[answeredAt.length - 1];
  if (from === undefined || to === undefined || to <= from) return Number.NaN;
  return (answeredAt.length - half) / ((to - from) / 1000);
}

export interface Timing {
  p50: number;
  p95: number;
  /** The same percentiles of the process's CPU time per query: less sensitive to other load. */
  cpuP50: number;
  cpuP95: number;
  samples: number;
}

/**
 * Times `run` over the queries in turn (after a warm-up), until `maxSamples` or the time budget
 * is used, with at least `minSamples`.
 */
export async function timeQueries<Q>(
  queries: readonly Q[],
  run: (query: Q) => unknown,
  options: { warmup: number; minSamples: number; maxSamples: number; budgetMs: number },
): Promise<Timing> {
  for (let i = 0; i < options.warmup; i++) await run(queries[i % queries.length]!);
  const durations: number[] = [];
  const cpu: number[] = [];
  const started = performance.now();
  for (let i = 0; i < options.maxSamples; i++) {
    const cpuBefore = process.cpuUsage();
    const begin = performance.now();
    await run(queries[i % queries.length]!);
    durations.push(performance.now() - begin);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    if (durations.length >= options.minSamples && performance.now() - started > options.budgetMs) {
      break;
    }
  }
  durations.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    cpuP50: percentile(cpu, 50),
    cpuP95: percentile(cpu, 95),
    samples: durations.length,
  };
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return "-";
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}
