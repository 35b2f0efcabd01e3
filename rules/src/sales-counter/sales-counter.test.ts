import { describe, expect, it } from "vitest";
import { countUpFigure, salesThisMonth } from "./sales-counter.ts";

// Instants in UTC: Brisbane is UTC+10 all year, so its midnight is 14:00 UTC the day before.
describe("the 'Sales this Month' counter", () => {
  it("starts each month at 0 at midnight in Brisbane", () => {
    expect(salesThisMonth(new Date("2026-10-31T14:00:00Z"))).toBe(0);
    expect(salesThisMonth(new Date("2026-10-31T14:07:29Z"))).toBe(0);
    expect(salesThisMonth(new Date("2026-10-31T14:07:30Z"))).toBe(1);
  });

  it("adds 192 a day and one for each 450 seconds of the day", () => {
    // 26 November, 09:30 in Brisbane: 25 days gone, 34,200 s since midnight (76 spans).
    expect(salesThisMonth(new Date("2026-11-25T23:30:00Z"))).toBe(25 * 192 + 76);
    // The last second of the 30th: 29 days, then 191 whole spans of the 192 in a day.
    expect(salesThisMonth(new Date("2026-11-30T13:59:59Z"))).toBe(29 * 192 + 191);
  });

  it("keeps Brisbane's clock when Sydney's goes forward", () => {
    // 4 October 2026, 03:00 UTC: 13:00 in Brisbane, 14:00 in daylight-saving Sydney.
    expect(salesThisMonth(new Date("2026-10-04T03:00:00Z"))).toBe(3 * 192 + 104);
  });
});

describe("the counter's count-up", () => {
  it("runs from the old figure to the new one over two seconds", () => {
    expect(countUpFigure(100, 110, 0)).toBe(100);
    expect(countUpFigure(100, 110, 1000)).toBeGreaterThan(104);
    expect(countUpFigure(100, 110, 1000)).toBeLessThan(110);
    expect(countUpFigure(100, 110, 2000)).toBe(110);
    expect(countUpFigure(100, 110, 5000)).toBe(110);
  });
});
