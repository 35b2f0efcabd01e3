import { describe, expect, it } from "vitest";
import {
  hoursTable,
  isOpenNow,
  locationClock,
  type OpeningHourEntry,
  otherZoneName,
  upcomingHolidayHours,
} from "./opening-hours.ts";

const weekdays = (open: string, close: string): OpeningHourEntry[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open, close }));

describe("the hours table", () => {
  it("shows 12-hour times and collapses Monday to Friday when their hours match, then Saturday and Sunday", () => {
    const hours = [
      ...weekdays("08:30", "17:30"),
      { weekday: 6, status: "Open", open: "09:00", close: "13:00" } as const,
    ];
    expect(hoursTable(hours)).toEqual([
      { days: "Monday - Friday", kind: "hours", text: "8:30am - 5:30pm" },
      { days: "Saturday", kind: "hours", text: "9:00am - 1:00pm" },
      { days: "Sunday", kind: "closed", text: "Closed" },
    ]);
  });

  it("lists each weekday, Monday first, when one differs", () => {
    const hours = weekdays("08:30", "17:30").map((entry) =>
      entry.weekday === 4 ? { ...entry, close: "20:00" } : entry,
    );
    const rows = hoursTable(hours);
    expect(rows.map((row) => row.days)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(rows[3]?.text).toBe("8:30am - 8:00pm");
  });

  it("shows 'Closed' for a location without hours, every day in one weekday row", () => {
    expect(hoursTable([])).toEqual([
      { days: "Monday - Friday", kind: "closed", text: "Closed" },
      { days: "Saturday", kind: "closed", text: "Closed" },
      { days: "Sunday", kind: "closed", text: "Closed" },
    ]);
  });

  it("shows the site's weekend variant on closed weekend days only", () => {
    const hours = [...weekdays("08:00", "17:00"), { weekday: 3, status: "Closed" } as const];
    const appointment = hoursTable(hours.slice(0, 2), "By appointment only");
    expect(appointment.at(-2)).toEqual({
      days: "Saturday",
      kind: "appointment",
      text: "By appointment only",
    });
    expect(appointment.find((row) => row.days === "Wednesday")?.text).toBe("Closed");
    expect(hoursTable([], "Enquire Now").at(-1)).toEqual({
      days: "Sunday",
      kind: "enquire",
      text: "Enquire Now",
    });
  });
});

describe("open now, by the dealer's clock", () => {
  const hours = weekdays("08:30", "17:30");
  // Wednesday 2026-11-25, 22:00 UTC is Thursday 09:00 in Sydney (UTC+11) and 06:00 in Perth.
  const now = new Date("2026-11-25T22:00:00Z");

  it("is open inside the day's hours in the dealer's zone, wherever the code runs", () => {
    expect(isOpenNow(hours, [], { now, timeZone: "Australia/Sydney" })).toBe(true);
    expect(isOpenNow(hours, [], { now, timeZone: "Australia/Perth" })).toBe(false);
  });

  it("closes at closing time and on days without hours", () => {
    expect(
      isOpenNow(hours, [], { now: new Date("2026-11-26T06:30:00Z"), timeZone: "Australia/Sydney" }),
    ).toBe(false);
    expect(
      isOpenNow(hours, [], { now: new Date("2026-11-28T23:00:00Z"), timeZone: "Australia/Sydney" }),
    ).toBe(false);
  });

  it("follows today's holiday hours instead of the weekday's", () => {
    const holiday = [{ date: "2026-11-26", status: "Closed" as const }];
    expect(isOpenNow(hours, holiday, { now, timeZone: "Australia/Sydney" })).toBe(false);
    const late = [
      { date: "2026-11-26", status: "Open" as const, start_hour: "10:00", end_hour: "14:00" },
    ];
    expect(isOpenNow(hours, late, { now, timeZone: "Australia/Sydney" })).toBe(false);
  });
});

describe("holiday hours", () => {
  it("lists the dates from today on in the dealer's zone, by date, closed or with times", () => {
    const rows = upcomingHolidayHours(
      [
        { date: "2026-12-26", status: "Open", start_hour: "10:00", end_hour: "14:00" },
        { date: "2026-12-25", status: "Closed", name: "Christmas Day" },
        { date: "2026-11-25", status: "Closed" },
      ],
      { now: new Date("2026-11-25T14:00:00Z"), timeZone: "Australia/Sydney" },
    );
    expect(rows).toEqual([
      {
        date: "2026-12-25",
        label: "Friday 25 December 2026",
        name: "Christmas Day",
        text: "Closed",
      },
      {
        date: "2026-12-26",
        label: "Saturday 26 December 2026",
        name: undefined,
        text: "10:00am - 2:00pm",
      },
    ]);
  });
});

describe("a location's clock", () => {
  const site = {
    timeZone: "Australia/Sydney",
    dealerships: [{ id: "sydney" }, { id: "perth", timeZone: "Australia/Perth" }],
  };
  const hours = weekdays("08:30", "17:30");
  // Thursday 26 November 2026: 09:00 in Sydney (UTC+11), 06:00 in Perth (UTC+8).
  const now = new Date("2026-11-25T22:00:00Z");

  it("reads a dealership's hours by its own zone, else by the site's", () => {
    const inPerth = locationClock({ dealership_id: "perth" }, site, now);
    const inSydney = locationClock({ dealership_id: "sydney" }, site, now);
    expect(inPerth).toEqual({ now, timeZone: "Australia/Perth" });
    expect(inSydney.timeZone).toBe("Australia/Sydney");
    expect(isOpenNow(hours, [], inSydney)).toBe(true);
    expect(isOpenNow(hours, [], inPerth)).toBe(false);
    // 15:00 in Perth is 18:00 in Sydney: the Perth yard is open while Sydney's has closed.
    const evening = new Date("2026-11-26T07:00:00Z");
    expect(isOpenNow(hours, [], locationClock({ dealership_id: "perth" }, site, evening))).toBe(
      true,
    );
    expect(isOpenNow(hours, [], locationClock({ dealership_id: "sydney" }, site, evening))).toBe(
      false,
    );
  });

  it("takes a location's own zone over its dealership's", () => {
    const clock = locationClock(
      { dealership_id: "perth", timeZone: "Australia/Adelaide" },
      site,
      now,
    );
    expect(clock.timeZone).toBe("Australia/Adelaide");
  });

  it("keeps a holiday listed until the day ends where the dealership is", () => {
    // 01:00 on 26 November in Sydney is still 22:00 on 25 November in Perth.
    const late = new Date("2026-11-25T14:00:00Z");
    const holiday = [{ date: "2026-11-25", status: "Closed" as const, name: "Show Day" }];
    const perth = locationClock({ dealership_id: "perth" }, site, late);
    const sydney = locationClock({ dealership_id: "sydney" }, site, late);
    expect(upcomingHolidayHours(holiday, perth).map((row) => row.name)).toEqual(["Show Day"]);
    expect(upcomingHolidayHours(holiday, sydney)).toEqual([]);
    // On its holiday the Perth yard stays closed at 10:00 its time.
    const holidayHours = [{ date: "2026-11-26", status: "Closed" as const }];
    const perthMorning = locationClock(
      { dealership_id: "perth" },
      site,
      new Date("2026-11-26T02:00:00Z"),
    );
    expect(isOpenNow(hours, holidayHours, perthMorning)).toBe(false);
    expect(isOpenNow(hours, [], perthMorning)).toBe(true);
  });

  it("names the zone only when it is not the site's", () => {
    expect(otherZoneName("Australia/Perth", "Australia/Sydney")).toBe("Perth");
    expect(otherZoneName("America/Los_Angeles", "Australia/Sydney")).toBe("Los Angeles");
    expect(otherZoneName("Australia/Sydney", "Australia/Sydney")).toBeUndefined();
  });
});
