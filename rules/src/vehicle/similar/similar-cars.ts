/** Hits each similar-cars query asks for. */
export const similarCarsQueryLimit = 10;

/** Cars within this much of the price are similar: 10000 under 50000, otherwise 25000. */
export function similarPriceWindow(price: number): { min: number; max: number } {
  const window = price < 50000 ? 10000 : 25000;
  return { min: Math.max(0, price - window), max: price + window };
}

/**
 * The cars to show from the answers of the similar-cars queries, in the queries' order: each car
 * once, never the car itself, at most `count`.
 */
export function pickSimilarCars<T extends { id: number }>(
  answers: readonly (readonly T[])[],
  selfId: number,
  count: number,
): T[] {
  const seen = new Set<number>([selfId]);
  const picked: T[] = [];
  for (const hits of answers) {
    for (const hit of hits) {
      if (picked.length >= count) return picked;
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      picked.push(hit);
    }
  }
  return picked;
}
