import type { Bitset } from "./bitset.ts";

/**
 * Bitsets for the duration of one query, recycled by the next. A query at 100k documents works
 * with a dozen 12.5 KB sets; allocating them afresh each time keeps the garbage collector busy.
 * Everything taken is valid until `release()`, which the engine calls when a query ends.
 */
export class BitsetPool {
  private readonly free: Bitset[] = [];
  private readonly taken: Bitset[] = [];
  private readonly words: number;

  constructor(readonly size: number) {
    this.words = (size + 31) >>> 5;
  }

  /** A set holding no document. */
  empty(): Bitset {
    const set = this.take();
    set.fill(0);
    return set;
  }

  copy(source: Bitset): Bitset {
    const set = this.take();
    set.set(source);
    return set;
  }

  /** Every document missing from `source`. */
  complementOf(source: Bitset): Bitset {
    const set = this.take();
    for (let i = 0; i < set.length; i++) set[i] = ~source[i]!;
    const rest = this.size & 31;
    if (rest !== 0) set[set.length - 1] = (set[set.length - 1]! & ((1 << rest) - 1)) >>> 0;
    return set;
  }

  release(): void {
    for (const set of this.taken) this.free.push(set);
    this.taken.length = 0;
  }

  private take(): Bitset {
    const set = this.free.pop() ?? new Uint32Array(this.words);
    this.taken.push(set);
    return set;
  }
}
