import { describe, expect, it } from "vitest";
import { localDateTime } from "./local-time.ts";

describe("an instant on the dealer's clock", () => {
  it("reads the site's time zone, daylight saving included", () => {
    // 13:30 UTC on 25 November is 00:30 on the 26th in Sydney (summer, +11)...
    expect(localDateTime("2026-11-25T13:30:00.000Z", "Australia/Sydney")).toEqual({
      day: "2026-11-26",
      time: "00:30",
    });
    // ...and 21:30 on the 25th in Perth (+8).
    expect(localDateTime(new Date("2026-11-25T13:30:00.000Z"), "Australia/Perth")).toEqual({
      day: "2026-11-25",
      time: "21:30",
    });
    // In winter Sydney is +10.
    expect(localDateTime("2026-06-30T14:00:00.000Z", "Australia/Sydney")).toEqual({
      day: "2026-07-01",
      time: "00:00",
    });
  });
});
