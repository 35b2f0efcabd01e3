import { describe, expect, it } from "vitest";
import { deliveryRetryDelaysMs, doublingRetryDelays, nextAttemptAt } from "./retry-schedule.ts";

const hour = 3_600_000;
const t0 = new Date("2026-11-25T00:00:00.000Z");

describe("the lead delivery retry schedule", () => {
  it("tries at least 8 times over at least 4 hours, each wait longer than the last", () => {
    expect(deliveryRetryDelaysMs.length + 1).toBeGreaterThanOrEqual(8);
    const total = deliveryRetryDelaysMs.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(4 * hour);
    for (const [index, delay] of deliveryRetryDelaysMs.entries())
      if (index > 0) expect(delay).toBe(2 * (deliveryRetryDelaysMs[index - 1] ?? 0));
  });

  it("waits a minute after the first failure and gives up after the tenth attempt", () => {
    expect(nextAttemptAt(1, t0)).toEqual(new Date(t0.getTime() + 60_000));
    expect(nextAttemptAt(9, t0)).toEqual(new Date(t0.getTime() + 256 * 60_000));
    expect(nextAttemptAt(10, t0)).toBeNull();
    expect(nextAttemptAt(12, t0)).toBeNull();
  });

  it("keeps its shape from a shorter first wait (tests)", () => {
    expect(doublingRetryDelays(1000)).toEqual(deliveryRetryDelaysMs.map((delay) => delay / 60));
  });

  it("follows a schedule it is given", () => {
    expect(nextAttemptAt(1, t0, [5])).toEqual(new Date(t0.getTime() + 5));
    expect(nextAttemptAt(2, t0, [5])).toBeNull();
  });
});
