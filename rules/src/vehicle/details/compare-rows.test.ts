import { describe, expect, it } from "vitest";
import { compareRows } from "./compare-rows.ts";

const focus = {
  year: 2022,
  car_type: "used",
  km: 41250,
  body: "Hatchback",
  trans: "Automatic",
  colour: "Blue",
};
const ranger = { year: 2024, car_type: "new", km: 12, body: "Ute", simple_fuel: "Diesel" };

describe("compareRows", () => {
  it("sets each row's values side by side in the cars' order, blank where a car has none", () => {
    expect(compareRows([focus, ranger])).toEqual([
      { label: "Year", values: ["2022", "2024"] },
      { label: "Condition", values: ["Used", "New"] },
      { label: "Odometer", values: ["41,250 km", "12 km"] },
      { label: "Body Type", values: ["Hatchback", "Ute"] },
      { label: "Transmission", values: ["Automatic", undefined] },
      { label: "Fuel Type", values: [undefined, "Diesel"] },
      { label: "Colour", values: ["Blue", undefined] },
    ]);
  });

  it("leaves out what no car has", () => {
    const rows = compareRows([{ year: 2020, car_type: "demo" }]);
    expect(rows.map((row) => row.label)).toEqual(["Year", "Condition"]);
  });
});
