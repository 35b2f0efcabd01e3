import { expect, it } from "vitest";
import { laterHalfPerSecond } from "./bench-stats.ts";

it("paces a warm-up by its later half, leaving out a slow first answer", () => {
  // Started at 0: the first lead answered after a second, then one every 10 ms (100 a second),
  // so 100 answers took about 2 s in all, 50 a second.
  const answeredAt = [1000, ...Array.from({ length: 99 }, (_, index) => 1010 + index * 10)];
  expect(answeredAt.length / ((answeredAt.at(-1) ?? 0) / 1000)).toBeCloseTo(50, 0);
  expect(laterHalfPerSecond(answeredAt)).toBeCloseTo(100, 5);
});

it("gives no pace without two answers apart in time", () => {
  expect(laterHalfPerSecond([])).toBeNaN();
  expect(laterHalfPerSecond([5])).toBeNaN();
  expect(laterHalfPerSecond([5, 5])).toBeNaN();
});
