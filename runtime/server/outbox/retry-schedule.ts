const minute = 60_000;

/** Nine waits, each twice the last, from `firstMs`: 10 attempts in all. */
export const doublingRetryDelays = (firstMs: number): readonly number[] =>
  [1, 2, 4, 8, 16, 32, 64, 128, 256].map((times) => times * firstMs);

/**
 * How long a lead delivery waits after each failed attempt before the next: doubling from one
 * minute, so 10 attempts spread over 8 h 31 min (511 minutes) before the delivery is failed.
 */
export const deliveryRetryDelaysMs: readonly number[] = doublingRetryDelays(minute);

/**
 * When to try a delivery again after its `attempts`-th attempt failed at `failedAt`; null when
 * that was its last attempt (one more than the delays listed).
 */
export function nextAttemptAt(
  attempts: number,
  failedAt: Date,
  delaysMs: readonly number[] = deliveryRetryDelaysMs,
): Date | null {
  const delay = delaysMs[Math.max(attempts, 1) - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}
