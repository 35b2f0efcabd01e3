/** Types of postgres.mjs for TypeScript callers (the benchmarks). */
export function withTestPostgres<T>(
  task: (databaseUrl: string | undefined) => Promise<T>,
  options?: { durable?: boolean },
): Promise<T | 1>;
