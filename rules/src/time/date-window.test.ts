import { describe, expect, it } from "vitest";
import { daySpan, hasExpired, notYetStarted } from "./date-window.ts";

// Instants are written in UTC, so the answers cannot depend on the zone the tests run in
// (the test command runs these under several TZ values).
const sydney = "Australia/Sydney";
const brisbane = "Australia/Brisbane";
const perth = "Australia/Perth";
const utc = (iso: string) => new Date(iso);

describe("date windows, in the dealer's time zone", () => {
  it("start a date-only start as its day begins there", () => {
    // Midnight 30 June in Sydney (winter, +10) is 14:00 UTC on 29 June.
    expect(notYetStarted("2026-06-30", utc("2026-06-29T13:59:59Z"), sydney)).toBe(true);
    expect(notYetStarted("2026-06-30", utc("2026-06-29T14:00:00Z"), sydney)).toBe(false);
    // Perth (+8) starts the same day two hours later.
    expect(notYetStarted("2026-06-30", utc("2026-06-29T15:00:00Z"), perth)).toBe(true);
    expect(notYetStarted(undefined, utc("2026-06-01T00:00:00Z"), sydney)).toBe(false);
  });

  it("run a date-only expiry to the end of its day there", () => {
    // At 06:00 on 1 July in Sydney an offer that ended on 30 June has expired...
    expect(hasExpired("2026-06-30", utc("2026-06-30T20:00:00Z"), sydney)).toBe(true);
    // ...while in Perth it is still 04:00 on 1 July too, and at 23:59 on 30 June it ran on.
    expect(hasExpired("2026-06-30", utc("2026-06-30T15:59:00Z"), perth)).toBe(false);
    expect(hasExpired("2026-06-30", utc("2026-06-30T16:00:00Z"), perth)).toBe(true);
    expect(hasExpired(undefined, utc("2030-01-01T00:00:00Z"), sydney)).toBe(false);
  });

  it("follow daylight saving: Sydney's days are +11 in summer, Brisbane's stay +10", () => {
    // 4 October 2026: Sydney's clocks go forward at 02:00; the 5th begins at 13:00 UTC on the 4th.
    expect(hasExpired("2026-10-04", utc("2026-10-04T12:59:59Z"), sydney)).toBe(false);
    expect(hasExpired("2026-10-04", utc("2026-10-04T13:00:00Z"), sydney)).toBe(true);
    expect(hasExpired("2026-10-04", utc("2026-10-04T13:00:00Z"), brisbane)).toBe(false);
    expect(hasExpired("2026-10-04", utc("2026-10-04T14:00:00Z"), brisbane)).toBe(true);
    // 5 April 2026: back to +10 at 03:00; the 6th begins at 14:00 UTC on the 5th.
    expect(notYetStarted("2026-04-06", utc("2026-04-05T13:59:59Z"), sydney)).toBe(true);
    expect(notYetStarted("2026-04-06", utc("2026-04-05T14:00:00Z"), sydney)).toBe(false);
  });

  it("read a date and time as the instant it names", () => {
    const now = utc("2026-06-30T10:00:00Z");
    expect(hasExpired("2026-06-30T09:59:59Z", now, sydney)).toBe(true);
    expect(notYetStarted("2026-06-30T10:00:01Z", now, sydney)).toBe(true);
  });

  it("span whole days there, the last one to its end", () => {
    // 1 July in Sydney (+10) runs from 14:00 UTC on 30 June to 14:00 UTC on 1 July.
    expect(daySpan({ from: "2026-07-01", to: "2026-07-01" }, sydney)).toEqual({
      from: utc("2026-06-30T14:00:00Z"),
      before: utc("2026-07-01T14:00:00Z"),
    });
    expect(daySpan({ to: "2026-07-01" }, perth)).toEqual({ before: utc("2026-07-01T16:00:00Z") });
    expect(daySpan({}, perth)).toEqual({});
  });
});
