import { describe, expect, it } from "vitest";
import {
  fuelCalculatorDefaults,
  fuelConsumption,
  readAmount,
  showsFuelCalculator,
  weeklyFuelCost,
} from "./fuel-cost.ts";

describe("fuel calculator visibility", () => {
  it("is hidden for electric fuel", () => {
    expect(showsFuelCalculator({ simple_fuel: "Electric" })).toBe(false);
    expect(showsFuelCalculator({ fuel: "electric" })).toBe(false);
    expect(showsFuelCalculator({ simple_fuel: " ELECTRIC " })).toBe(false);
  });
  it("shows for petrol, diesel and hybrids, and when the fuel is unknown", () => {
    expect(showsFuelCalculator({ simple_fuel: "Petrol" })).toBe(true);
    expect(showsFuelCalculator({ simple_fuel: "Diesel" })).toBe(true);
    expect(showsFuelCalculator({ simple_fuel: "Hybrid", fuel: "Petrol - Electric (Hybrid)" })).toBe(
      true,
    );
    expect(showsFuelCalculator({ fuel: "Petrol - Electric (Plug-in Hybrid)" })).toBe(true);
    expect(showsFuelCalculator({})).toBe(true);
  });
});

describe("fuel consumption", () => {
  it("is the record's combined consumption", () => {
    expect(fuelConsumption({ variant_detail: { fuelconsumptioncombined: 7.4 } })).toBe(7.4);
  });
  it("is 10 L/100 km when missing or unusable", () => {
    expect(fuelConsumption({})).toBe(10);
    expect(fuelConsumption({ variant_detail: {} })).toBe(10);
    expect(fuelConsumption({ variant_detail: { fuelconsumptioncombined: null } })).toBe(10);
    expect(fuelConsumption({ variant_detail: { fuelconsumptioncombined: 0 } })).toBe(10);
    expect(fuelConsumption({ variant_detail: { fuelconsumptioncombined: Number.NaN } })).toBe(10);
  });
});

describe("weekly fuel cost", () => {
  it("is km / 100 x consumption x price, with the spec's defaults", () => {
    const { weeklyKm, fuelPrice, consumption } = fuelCalculatorDefaults;
    expect(weeklyKm).toBe(250);
    expect(fuelPrice).toBe(1.7);
    expect(weeklyFuelCost({ weeklyKm, consumption, fuelPrice })).toBeCloseTo(42.5);
    expect(weeklyFuelCost({ weeklyKm, consumption: 7.4, fuelPrice })).toBeCloseTo(31.45);
    expect(weeklyFuelCost({ weeklyKm: 400, consumption: 8, fuelPrice: 2 })).toBeCloseTo(64);
    expect(weeklyFuelCost({ weeklyKm: 0, consumption: 8, fuelPrice: 2 })).toBe(0);
  });
  it("has no answer for a missing, negative or non-numeric input", () => {
    expect(weeklyFuelCost({ weeklyKm: undefined, consumption: 8, fuelPrice: 2 })).toBeUndefined();
    expect(weeklyFuelCost({ weeklyKm: 250, consumption: 8, fuelPrice: undefined })).toBeUndefined();
    expect(weeklyFuelCost({ weeklyKm: -5, consumption: 8, fuelPrice: 2 })).toBeUndefined();
    expect(weeklyFuelCost({ weeklyKm: Number.NaN, consumption: 8, fuelPrice: 2 })).toBeUndefined();
  });
});

describe("reading a typed amount", () => {
  it("reads decimals and whole numbers", () => {
    expect(readAmount("1.85")).toBe(1.85);
    expect(readAmount(" 250 ")).toBe(250);
    expect(readAmount(".5")).toBe(0.5);
    expect(readAmount("2.")).toBe(2);
  });
  it("reads nothing from empty or bad input", () => {
    expect(readAmount("")).toBeUndefined();
    expect(readAmount("  ")).toBeUndefined();
    expect(readAmount("abc")).toBeUndefined();
    expect(readAmount("-3")).toBeUndefined();
    expect(readAmount("1e3")).toBeUndefined();
    expect(readAmount("1.2.3")).toBeUndefined();
  });
});
