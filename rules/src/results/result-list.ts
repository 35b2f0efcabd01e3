/**
 * Only the first of each consecutive run of sold cars is shown; when every hit is sold, all
 * of them are.
 */
export function collapseSoldRuns<T extends { status: string }>(hits: readonly T[]): T[] {
  if (hits.every((hit) => hit.status === "sold")) return [...hits];
  return hits.filter((hit, index) => hit.status !== "sold" || hits[index - 1]?.status !== "sold");
}

/** Counts above this are treated as capped. */
const countCap = 1999;

/**
 * The number of matches to show. Above 1999 the engine's count is treated as capped, and the
 * sum of the status facet's counts is used instead (the in-stock count, when only in-stock cars
 * are listed).
 */
export function displayCount(
  nbHits: number,
  facets?: Record<string, Record<string, number>>,
): number {
  if (nbHits <= countCap) return nbHits;
  const status = facets?.status;
  if (!status) return nbHits;
  const total = Object.values(status).reduce((sum, count) => sum + count, 0);
  return total || nbHits;
}
