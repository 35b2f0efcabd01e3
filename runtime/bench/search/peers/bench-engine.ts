import type { BenchQuery } from "../bench-queries.ts";

/** An engine under test: answers a bench query with its number of hits. */
export interface BenchEngine {
  readonly name: string;
  /** Build time of the index, milliseconds. */
  readonly buildMs: number;
  search(query: BenchQuery): number | Promise<number>;
}
