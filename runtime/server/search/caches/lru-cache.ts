/**
 * Values by key up to a total size, dropping the least recently used first. Sizes are whatever
 * `sizeOf` measures (bytes of answers, or 1 per entry); a value over an eighth of the total is
 * not kept, so one large value never empties the cache.
 */
export class LruCache<Value, Key = string> {
  private readonly values = new Map<Key, Value>();
  private total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (key: Key, value: Value) => number,
    /** Told of each value that leaves the cache (dropped, or replaced under its key). */
    private readonly onLeave?: (value: Value) => void,
  ) {}

  get(key: Key): Value | undefined {
    const value = this.values.get(key);
    if (value !== undefined) {
      this.values.delete(key);
      this.values.set(key, value);
    }
    return value;
  }

  set(key: Key, value: Value): void {
    const size = this.sizeOf(key, value);
    if (this.maxSize <= 0 || size > this.maxSize / 8) return;
    const known = this.values.get(key);
    if (known !== undefined) {
      this.total -= this.sizeOf(key, known);
      this.onLeave?.(known);
    }
    this.values.delete(key);
    this.values.set(key, value);
    this.total += size;
    for (const [oldKey, oldValue] of this.values) {
      if (this.total <= this.maxSize) break;
      this.values.delete(oldKey);
      this.total -= this.sizeOf(oldKey, oldValue);
      this.onLeave?.(oldValue);
    }
  }

  get size(): number {
    return this.values.size;
  }
}
