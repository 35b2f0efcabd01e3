import { describe, expect, it } from "vitest";
import { hasExpired, notYetStarted } from "./date-window.ts";

// Local times: a date alone is a whole day where the shopper is.
const at = (year: number, month: number, day: number, hour = 0) =>
  new Date(year, month - 1, day, hour);

describe("date windows", () => {
  it("starts a date-only start as its day begins", () => {
    expect(notYetStarted("2026-06-30", at(2026, 6, 29, 23))).toBe(true);
    expect(notYetStarted("2026-06-30", at(2026, 6, 30, 0))).toBe(false);
    expect(notYetStarted(undefined, at(2026, 6, 1))).toBe(false);
  });
  it("runs a date-only expiry to the end of its day", () => {
    expect(hasExpired("2026-06-30", at(2026, 6, 30, 23))).toBe(false);
    expect(hasExpired("2026-06-30", at(2026, 7, 1, 0))).toBe(true);
    expect(hasExpired(undefined, at(2030, 1, 1))).toBe(false);
  });
  it("reads a date and time as the instant it names", () => {
    const now = new Date("2026-06-30T10:00:00Z");
    expect(hasExpired("2026-06-30T09:59:59Z", now)).toBe(true);
    expect(notYetStarted("2026-06-30T10:00:01Z", now)).toBe(true);
  });
});
