import { tzOffset } from "@date-fns/tz/tzOffset";

/**
 * A time zone's offsets from UTC (minutes) at given instants, by `timeZone|instant`: those the
 * server read while rendering a page, which the browser reads again as it hydrates the page.
 * Reading one through Intl builds a date formatter, which loads locale and zone data: a long
 * task on a phone in the middle of the page's first hydration.
 */
let given = new Map<string, number>();
let taken: Map<string, number> | undefined;

/** A time zone's (IANA name) offset from UTC in minutes at `instant` (+600 for Brisbane). */
export function zoneOffset(timeZone: string, instant: number): number {
  const key = `${timeZone}|${instant}`;
  const offset = given.get(key) ?? tzOffset(timeZone, new Date(instant));
  taken?.set(key, offset);
  return offset;
}

/** Runs `render` (synchronous), returning the offsets it read for the browser to reuse. */
export function takingZoneOffsets<T>(render: () => T): [T, Record<string, number>] {
  taken = new Map();
  try {
    const result = render();
    return [result, Object.fromEntries(taken)];
  } finally {
    taken = undefined;
  }
}

/** The offsets the server read rendering this page (see `takingZoneOffsets`). */
export function reuseZoneOffsets(offsets: Record<string, number>): void {
  given = new Map(Object.entries(offsets));
}
