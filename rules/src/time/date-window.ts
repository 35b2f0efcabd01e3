const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A setting's date or time as milliseconds. A date alone ("2026-06-30") is a whole day in the
 * shopper's time zone: a start begins as the day does, an expiry runs to the end of the day.
 */
const toTime = (iso: string, end: "start" | "expiry") => {
  const day = dateOnly.exec(iso);
  if (!day) return Date.parse(iso);
  const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
  return new Date(year, month - 1, end === "start" ? date : date + 1).getTime();
};

/** Whether a start date or time is still to come. */
export const notYetStarted = (start: string | undefined, now: Date): boolean =>
  start !== undefined && toTime(start, "start") > now.getTime();

/** Whether an expiry date or time has passed: a card expiring on 30 June still shows that day. */
export const hasExpired = (expiry: string | undefined, now: Date): boolean =>
  expiry !== undefined && toTime(expiry, "expiry") <= now.getTime();
