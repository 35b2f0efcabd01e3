import { mondayFirst } from "@storefront/rules/locations/weekdays";
import type { OpeningHour } from "@storefront/schemas";

export type DayStatus = "unset" | "Open" | "Closed";

type Hour = Partial<OpeningHour> & { weekday: number };

/** Hours a day gets when it is first opened. */
const usualHours = { open: "09:00", close: "17:00" } as const;

export const entryIndex = (hours: readonly Hour[], weekday: number) =>
  hours.findIndex((hour) => hour.weekday === weekday);

export function dayStatus(hours: readonly Hour[], weekday: number): DayStatus {
  const hour = hours[entryIndex(hours, weekday)];
  return hour?.status === "Open" || hour?.status === "Closed" ? hour.status : "unset";
}

/**
 * Sets one day: "unset" removes its entry; opening a day without times gives it the usual
 * hours. Times are kept when a day closes, so reopening it restores them.
 */
export function setDayStatus(hours: readonly Hour[], weekday: number, status: DayStatus): Hour[] {
  const index = entryIndex(hours, weekday);
  if (status === "unset") return hours.filter((_, at) => at !== index);
  const current = hours[index];
  const next: Hour =
    status === "Open"
      ? { ...usualHours, ...current, weekday, status }
      : { ...current, weekday, status };
  return index < 0
    ? sortByWeek([...hours, next])
    : hours.map((hour, at) => (at === index ? next : hour));
}

export function setDayTime(
  hours: readonly Hour[],
  weekday: number,
  which: "open" | "close",
  time: string | undefined,
): Hour[] {
  const index = entryIndex(hours, weekday);
  if (index < 0) return sortByWeek([...hours, { weekday, status: "Open", [which]: time }]);
  return hours.map((hour, at) => {
    if (at !== index) return hour;
    const { [which]: _previous, ...rest } = hour;
    return time === undefined ? rest : { ...rest, [which]: time };
  });
}

/** Gives Tuesday to Friday Monday's status and times. */
export function copyMondayToWeekdays(hours: readonly Hour[]): Hour[] {
  const monday = hours[entryIndex(hours, 1)];
  const rest = hours.filter((hour) => ![2, 3, 4, 5].includes(hour.weekday));
  if (!monday) return rest;
  const { formated_hours: _text, ...pattern } = monday;
  return sortByWeek([...rest, ...[2, 3, 4, 5].map((weekday) => ({ ...pattern, weekday }))]);
}

const weekPosition = (weekday: number) =>
  mondayFirst.indexOf(weekday as (typeof mondayFirst)[number]);

function sortByWeek(hours: Hour[]): Hour[] {
  return [...hours].sort((a, b) => weekPosition(a.weekday) - weekPosition(b.weekday));
}
