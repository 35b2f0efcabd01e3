/** Types of postgres.mjs for TypeScript callers (the benchmarks). */
export function withTestPostgres<T>(
  task: (databaseUrl: string | undefined) => Promise<T>,
): Promise<T | 1>;
