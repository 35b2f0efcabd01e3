/** `prefix-N` for the first N from `taken.length + 1` up that no entry uses yet. */
export function freeId(prefix: string, taken: readonly unknown[]): string {
  for (let count = taken.length + 1; ; count += 1) {
    if (!taken.includes(`${prefix}-${count}`)) return `${prefix}-${count}`;
  }
}
