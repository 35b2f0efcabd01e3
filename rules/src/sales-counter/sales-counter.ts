import { zoneOffset } from "../time/zone-offset.ts";

/** The spec keeps the counter's clock in Brisbane, wherever the site or the shopper is. */
const salesCounterTimeZone = "Australia/Brisbane";

/** The counter moves on every 150 seconds and counts up to its new figure over 2 seconds. */
export const salesCounterTiming = { everyMs: 150_000, countUpMs: 2_000 } as const;

const minuteMs = 60_000;

/**
 * The 'Sales this Month' figure at an instant: (day of the month − 1) × 192, plus one for each
 * whole 450 seconds since midnight, on Brisbane's clock.
 */
export function salesThisMonth(now: Date): number {
  const local = new Date(
    now.getTime() + zoneOffset(salesCounterTimeZone, now.getTime()) * minuteMs,
  );
  const secondsSinceMidnight =
    local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds();
  return (local.getUTCDate() - 1) * 192 + Math.floor(secondsSinceMidnight / 450);
}

/** The figure shown `elapsed` into a count-up from `from` to `to` (eased, whole numbers). */
export function countUpFigure(from: number, to: number, elapsedMs: number): number {
  const progress = Math.min(1, Math.max(0, elapsedMs / salesCounterTiming.countUpMs));
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(from + (to - from) * eased);
}
