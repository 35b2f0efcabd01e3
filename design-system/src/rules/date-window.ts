/** A date-only setting ("2026-06-30") means the start of that day, in the shopper's time zone. */
const toTime = (iso: string) =>
  Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00` : iso);

/** Whether a start date or time is still to come. */
export const notYetStarted = (start: string | undefined, now: Date): boolean =>
  start !== undefined && toTime(start) > now.getTime();

/** Whether an expiry date or time has come. */
export const hasExpired = (expiry: string | undefined, now: Date): boolean =>
  expiry !== undefined && toTime(expiry) <= now.getTime();
