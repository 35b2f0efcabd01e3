import { mondayFirst, weekdayNames } from "@storefront/rules/locations/weekdays";
import { describe, expect, it } from "vitest";
import { copyMondayToWeekdays, dayStatus, setDayStatus, setDayTime } from "./opening-hours.ts";

const weekdays = [
  { weekday: 1, status: "Open" as const, open: "08:30", close: "17:30" },
  { weekday: 6, status: "Closed" as const },
];

describe("opening hours", () => {
  it("lists the week from Monday to Sunday", () => {
    expect(mondayFirst.map((day) => weekdayNames[day])).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
  });

  it("reads each day as open, closed or not set", () => {
    expect([1, 6, 0].map((day) => dayStatus(weekdays, day))).toEqual(["Open", "Closed", "unset"]);
  });

  it("opens a day with the usual hours, in week order", () => {
    expect(setDayStatus(weekdays, 2, "Open")).toEqual([
      weekdays[0],
      { weekday: 2, status: "Open", open: "09:00", close: "17:00" },
      weekdays[1],
    ]);
  });

  it("keeps a day's times when it closes, and removes a day that is unset", () => {
    expect(setDayStatus(weekdays, 1, "Closed")[0]).toEqual({
      weekday: 1,
      status: "Closed",
      open: "08:30",
      close: "17:30",
    });
    expect(setDayStatus(weekdays, 6, "unset")).toEqual([weekdays[0]]);
  });

  it("changes one time of a day", () => {
    expect(setDayTime(weekdays, 1, "close", "18:00")[0]).toMatchObject({ close: "18:00" });
    expect(setDayTime(weekdays, 1, "open", undefined)[0]).toEqual({
      weekday: 1,
      status: "Open",
      close: "17:30",
    });
  });

  it("copies Monday's hours to Tuesday to Friday", () => {
    const copied = copyMondayToWeekdays(weekdays);
    expect(copied.map((hour) => hour.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(copied[4]).toEqual({ weekday: 5, status: "Open", open: "08:30", close: "17:30" });
  });
});
