import { zoneOffset } from "./zone-offset.ts";

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A setting's date or time as milliseconds. A date alone ("2026-06-30") is a whole day in the
 * dealer's time zone (an IANA name such as "Australia/Sydney"), wherever the server or the
 * shopper's browser runs: a start begins as the day does there, an expiry runs to its end.
 */
const toTime = (iso: string, end: "start" | "expiry", timeZone: string) => {
  const day = dateOnly.exec(iso);
  if (!day) return Date.parse(iso);
  const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
  return startOfDay(year, month - 1, end === "start" ? date : date + 1, timeZone);
};

const minute = 60_000;

/**
 * The instant a day begins in a time zone: midnight there, less the zone's offset, taken again
 * at the instant found in case that day's offset differs (daylight saving changes overnight).
 */
function startOfDay(year: number, monthIndex: number, date: number, timeZone: string): number {
  const midnightUtc = Date.UTC(year, monthIndex, date);
  const guess = midnightUtc - zoneOffset(timeZone, midnightUtc) * minute;
  return midnightUtc - zoneOffset(timeZone, guess) * minute;
}

/**
 * The instants a span of whole days covers in a time zone: from the start of `from` to the
 * start of the day after `to` (either end may be left open). Both are ISO dates (`2026-06-30`).
 */
export function daySpan(
  days: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { from?: Date; before?: Date } {
  return {
    ...(days.from ? { from: new Date(toTime(days.from, "start", timeZone)) } : {}),
    ...(days.to ? { before: new Date(toTime(days.to, "expiry", timeZone)) } : {}),
  };
}

/** Whether a start date or time is still to come. */
export const notYetStarted = (start: string | undefined, now: Date, timeZone: string): boolean =>
  start !== undefined && toTime(start, "start", timeZone) > now.getTime();

/** Whether an expiry date or time has passed: a card expiring on 30 June still shows that day. */
export const hasExpired = (expiry: string | undefined, now: Date, timeZone: string): boolean =>
  expiry !== undefined && toTime(expiry, "expiry", timeZone) <= now.getTime();
