import { describe, expect, it } from "vitest";
import { carName, vehicleTitle } from "./vehicle-title.ts";

describe("card heading", () => {
  it("reads year, make, model, badge and series", () => {
    expect(
      vehicleTitle({ year: 2021, make: "Toyota", model: "Hilux", badge: "SR5", series: "GUN126R" }),
    ).toBe("2021 Toyota Hilux SR5 GUN126R");
  });
  it("leaves out a missing badge or series", () => {
    expect(vehicleTitle({ year: 2019, make: "Mazda", model: "CX-5", badge: null })).toBe(
      "2019 Mazda CX-5",
    );
  });
});

describe("a car's name", () => {
  it("is the feed's own name, else year, make and model", () => {
    const car = { year: 2022, make: "Toyota", model: "Corolla" };
    expect(carName({ ...car, name: "2022 Toyota Corolla Ascent Sport" })).toBe(
      "2022 Toyota Corolla Ascent Sport",
    );
    expect(carName(car)).toBe("2022 Toyota Corolla");
  });
});
