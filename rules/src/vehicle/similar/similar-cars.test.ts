import { describe, expect, it } from "vitest";
import { pickSimilarCars, similarPriceWindow } from "./similar-cars.ts";

describe("similar cars price window", () => {
  it("is 10000 either side under 50000", () => {
    expect(similarPriceWindow(49999)).toEqual({ min: 39999, max: 59999 });
    expect(similarPriceWindow(8000)).toEqual({ min: 0, max: 18000 });
  });
  it("is 25000 either side from 50000", () => {
    expect(similarPriceWindow(50000)).toEqual({ min: 25000, max: 75000 });
  });
});

describe("picking similar cars", () => {
  const car = (id: number) => ({ id });
  it("keeps the queries' order, each car once, never the car itself, at most the count", () => {
    const answers = [
      [car(1), car(2), car(3)],
      [car(2), car(4), car(5), car(6), car(7), car(8), car(9)],
    ];
    expect(pickSimilarCars(answers, 1, 6).map((hit) => hit.id)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(pickSimilarCars(answers, 9, 3).map((hit) => hit.id)).toEqual([1, 2, 3]);
    expect(pickSimilarCars([], 1, 6)).toEqual([]);
  });
});
