/**
 * A seeded pseudo-random source (sfc32, seeded through cyrb128), so the same seed always gives
 * the same inventory. Never use Math.random in the generator.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string | number) {
    [this.a, this.b, this.c, this.d] = hashSeed(String(seed));
    // The first outputs of sfc32 are weakly mixed; discard them.
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.a |= 0;
    this.b |= 0;
    this.c |= 0;
    this.d |= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Cannot pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One character of `alphabet`. */
  character(alphabet: string): string {
    return alphabet[Math.floor(this.next() * alphabet.length)] as string;
  }

  /** Picks an item with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weightOf(item);
    if (items.length === 0 || total <= 0) throw new Error("Cannot pick from an empty list");
    let target = this.next() * total;
    for (const item of items) {
      target -= weightOf(item);
      if (target < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  /** Picks a key of a `{ key: weight }` table. */
  fromTable<K extends string>(table: Readonly<Partial<Record<K, number>>>): K {
    return this.weighted(Object.keys(table) as K[], (key) => table[key] ?? 0);
  }

  /** A normally distributed float (Box-Muller). */
  normal(mean = 0, deviation = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Distinct integers in [0, limit), as many as asked for (or limit, if fewer). */
  distinctIndices(howMany: number, limit: number): number[] {
    const chosen = new Set<number>();
    const wanted = Math.min(howMany, limit);
    while (chosen.size < wanted) chosen.add(this.int(0, limit - 1));
    return [...chosen];
  }
}

function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A fixed list to draw from many times, weighted, in O(log n) a draw. */
export class WeightedList<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    let running = 0;
    for (const item of items) {
      running += Math.max(0, weightOf(item));
      this.cumulative.push(running);
    }
    this.total = running;
  }

  get isEmpty(): boolean {
    return this.total <= 0;
  }

  draw(random: Random): T {
    if (this.isEmpty) throw new Error("Cannot draw from an empty list");
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low] as T;
  }
}
