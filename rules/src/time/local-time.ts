import { zoneOffset } from "./zone-offset.ts";

const minute = 60_000;
const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * An instant as the clock on the dealer's wall shows it: `{ day: "2026-11-25", time: "14:05" }`
 * in the site's time zone (an IANA name), wherever the code runs.
 */
export function localDateTime(
  instant: Date | string,
  timeZone: string,
): { day: string; time: string } {
  const at = new Date(instant).getTime();
  // The wall clock's reading, written as if it were UTC.
  const wall = new Date(at + zoneOffset(timeZone, at) * minute);
  return {
    day: `${wall.getUTCFullYear()}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}`,
    time: `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`,
  };
}
