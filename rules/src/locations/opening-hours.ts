import { formatTime12h } from "../formatting/format.ts";
import { localDateTime } from "../time/local-time.ts";
import { mondayFirst, weekdayNames } from "./weekdays.ts";

/** One weekday's hours as a location lists them; weekday 0 is Sunday and 6 is Saturday. */
export type OpeningHourEntry = {
  weekday: number;
  status: "Open" | "Closed";
  open?: string | undefined;
  close?: string | undefined;
};

/** Hours for one date (a public holiday), in the location's own words. */
export type SpecialHourEntry = {
  date: string;
  status: "Open" | "Closed";
  start_hour?: string | undefined;
  end_hour?: string | undefined;
  name?: string | undefined;
};

/** What a location closed on a weekend day shows (a site setting; 'Closed' by default). */
export type WeekendClosedText = "Closed" | "By appointment only" | "Enquire Now";

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;

/** `8:30am - 5:00pm`, or undefined for a closed day. */
function hoursText(entry: { open?: string | undefined; close?: string | undefined }) {
  return entry.open && entry.close
    ? `${formatTime12h(entry.open)} - ${formatTime12h(entry.close)}`
    : undefined;
}

/** A row of the hours table: the day or days it covers and what they show. */
export type HoursRow = {
  days: string;
  /** `hours`: the times; otherwise the words shown (`Closed`, or the weekend variant). */
  kind: "hours" | "closed" | "appointment" | "enquire";
  text: string;
};

function dayRow(
  weekday: number,
  entry: OpeningHourEntry | undefined,
  weekendClosedText: WeekendClosedText,
): HoursRow {
  const days = weekdayNames[weekday] ?? "";
  const hours = entry?.status === "Open" ? hoursText(entry) : undefined;
  if (hours) return { days, kind: "hours", text: hours };
  if (isWeekend(weekday) && weekendClosedText === "By appointment only")
    return { days, kind: "appointment", text: weekendClosedText };
  if (isWeekend(weekday) && weekendClosedText === "Enquire Now")
    return { days, kind: "enquire", text: weekendClosedText };
  return { days, kind: "closed", text: "Closed" };
}

/**
 * The hours table from Monday to Sunday: a day without hours shows 'Closed' (or, on a weekend
 * day, the site's variant), and Monday to Friday collapse into one row when all five match.
 */
export function hoursTable(
  hours: readonly OpeningHourEntry[],
  weekendClosedText: WeekendClosedText = "Closed",
): HoursRow[] {
  const rows = mondayFirst.map((weekday) =>
    dayRow(
      weekday,
      hours.find((entry) => entry.weekday === weekday),
      weekendClosedText,
    ),
  );
  const weekdays = rows.slice(0, 5);
  const same = weekdays.every(
    (row) => row.kind === weekdays[0]?.kind && row.text === weekdays[0]?.text,
  );
  if (!same || !weekdays[0]) return rows;
  return [{ ...weekdays[0], days: "Monday - Friday" }, ...rows.slice(5)];
}

/** The weekday (0 Sunday) of an ISO date, whatever the machine's time zone. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Today's hours where the dealer is: the holiday entry for today's date, else the weekday's. */
function todaysHours(
  hours: readonly OpeningHourEntry[],
  special: readonly SpecialHourEntry[],
  day: string,
): { open?: string | undefined; close?: string | undefined; status: "Open" | "Closed" } {
  const holiday = special.find((entry) => entry.date === day);
  if (holiday) return { status: holiday.status, open: holiday.start_hour, close: holiday.end_hour };
  return hours.find((entry) => entry.weekday === weekdayOf(day)) ?? { status: "Closed" };
}

/**
 * Whether the location is open at `now` by the clock on the dealer's wall (`timeZone`, an IANA
 * name), with today's holiday hours taking the place of the weekday's.
 */
export function isOpenNow(
  hours: readonly OpeningHourEntry[],
  special: readonly SpecialHourEntry[],
  clock: { now: Date; timeZone: string },
): boolean {
  const { day, time } = localDateTime(clock.now, clock.timeZone);
  const today = todaysHours(hours, special, day);
  return (
    today.status === "Open" &&
    !!today.open &&
    !!today.close &&
    today.open <= time &&
    time < today.close
  );
}

/** A row of the 'View Holiday Hours' dialog. */
export type HolidayRow = { date: string; label: string; name?: string | undefined; text: string };

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** `Friday 25 December 2026`, the same in every browser and on the server. */
function dateLabel(day: string): string {
  const [year, month = 1, date] = day.split("-").map(Number);
  return `${weekdayNames[weekdayOf(day)]} ${date} ${monthNames[month - 1]} ${year}`;
}

/**
 * The holiday hours still to come (today onwards where the dealer is), by date: `Closed`, or
 * the day's times.
 */
export function upcomingHolidayHours(
  special: readonly SpecialHourEntry[],
  clock: { now: Date; timeZone: string },
): HolidayRow[] {
  const today = localDateTime(clock.now, clock.timeZone).day;
  // ISO dates sort as plain strings; localeCompare would build a collator, a long task.
  return special
    .filter((entry) => entry.date >= today)
    .toSorted((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((entry) => ({
      date: entry.date,
      label: dateLabel(entry.date),
      name: entry.name,
      text:
        (entry.status === "Open" && hoursText({ open: entry.start_hour, close: entry.end_hour })) ||
        "Closed",
    }));
}

type Zoned = { timeZone?: string | undefined };
export type HoursClock = { now: Date; timeZone: string };

/**
 * The clock a location's hours are read by: its own time zone, else its dealership's, else the
 * site's. A dealership may sit in another state from the rest of its group.
 */
export function locationClock(
  location: Zoned & { dealership_id: string },
  site: { timeZone: string; dealerships: readonly (Zoned & { id: string })[] },
  now: Date,
): HoursClock {
  const dealership = site.dealerships.find((entry) => entry.id === location.dealership_id);
  return { now, timeZone: location.timeZone ?? dealership?.timeZone ?? site.timeZone };
}

/**
 * How the hours name a location's time zone when it is not the site's (`Perth` for
 * Australia/Perth, `Los Angeles` for America/Los_Angeles); undefined when it is the site's.
 */
export function otherZoneName(timeZone: string, siteTimeZone: string): string | undefined {
  if (timeZone === siteTimeZone) return undefined;
  return (timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ");
}
