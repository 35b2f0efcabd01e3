import { vehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { readDeliveryAnswer } from "../../queries/delivery-queries.ts";
import { fuelCalculatorData } from "./calculator-data.ts";

const vehicle = vehicleRecord.parse({
  id: 1,
  slug: "2021-toyota-corolla-u1",
  make: "Toyota",
  model: "Corolla",
  year: 2021,
  car_type: "used",
  status: "in_stock",
  created_at: "2026-01-01T00:00:00Z",
  stocknum: "U1",
  km: 30100,
  price: 25990,
  simple_fuel: "Petrol",
  variant_detail: { fuelconsumptioncombined: 6.1 },
});

describe("fuel calculator data", () => {
  it("shows the calculator with the vehicle's combined consumption", () => {
    expect(fuelCalculatorData(vehicle)).toEqual({ visible: true, consumption: 6.1 });
  });
  it("uses 10 L/100km for a record without one", () => {
    const { variant_detail: _, ...bare } = vehicle;
    expect(fuelCalculatorData(bare)).toEqual({ visible: true, consumption: 10 });
  });
  it("hides it for an electric vehicle", () => {
    expect(fuelCalculatorData({ ...vehicle, simple_fuel: "Electric" }).visible).toBe(false);
  });
});

describe("delivery price answer", () => {
  it("is the region's price and name, or null for no region", () => {
    expect(readDeliveryAnswer(200, { price: 250, name: "Sydney Metro" })).toEqual({
      price: 250,
      name: "Sydney Metro",
    });
    expect(readDeliveryAnswer(404, { message: "Sorry" })).toBeNull();
  });
  it("is a failure for anything else", () => {
    expect(() =>
      readDeliveryAnswer(400, { message: "postcode: Please enter a postcode." }),
    ).toThrow("answered 400");
    expect(() => readDeliveryAnswer(500, null)).toThrow();
    expect(() => readDeliveryAnswer(200, { price: "250" })).toThrow();
  });
});
