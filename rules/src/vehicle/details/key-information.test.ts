import { describe, expect, it } from "vitest";
import { keyInformationEntries, keyInformationShown } from "./key-information.ts";

describe("key information", () => {
  it("shows 4 entries before 'show more'", () => {
    expect(keyInformationShown).toBe(4);
  });
  it("reads the odometer in km with thousands separators, then body, transmission, fuel...", () => {
    const entries = keyInformationEntries({
      km: 48200,
      body: "Hatchback",
      simple_body: "Hatch",
      simple_transmission: "Automatic",
      trans: "CVT Automatic",
      simple_fuel: "Petrol",
      drive: "Front Wheel Drive",
      engine_size_litres: 2,
      colour: "White",
      seats: 5,
      doors: 4,
      stocknum: "U1234",
      vin: "JTDKB20U093512345",
      regplate: "ABC123",
    });
    expect(entries).toEqual([
      { label: "Odometer", value: "48,200 km" },
      { label: "Body Type", value: "Hatchback" },
      { label: "Transmission", value: "CVT Automatic" },
      { label: "Fuel Type", value: "Petrol" },
      { label: "Drive Type", value: "Front Wheel Drive" },
      { label: "Engine", value: "2.0 L" },
      { label: "Colour", value: "White" },
      { label: "Seats", value: "5" },
      { label: "Doors", value: "4" },
      { label: "Stock Number", value: "U1234" },
      { label: "VIN", value: "JTDKB20U093512345" },
      { label: "Rego", value: "ABC123" },
    ]);
  });
  it("leaves out what the car lacks", () => {
    expect(
      keyInformationEntries({ km: 0, simple_body: "SUV", vin: " ", seats: 0, stocknum: "N1" }),
    ).toEqual([
      { label: "Odometer", value: "0 km" },
      { label: "Body Type", value: "SUV" },
      { label: "Stock Number", value: "N1" },
    ]);
  });
});
