import { describe, expect, it } from "vitest";
import {
  feetToMetres,
  metresPerFoot,
  specificationsShown,
  vehicleSpecificationEntries,
} from "./specifications.ts";

describe("a vehicle's specifications", () => {
  it("shows the first 4 before 'show more'", () => {
    expect(specificationsShown).toBe(4);
  });

  it("lists the variant detail in the spec's order with readable labels and units", () => {
    const entries = vehicleSpecificationEntries({
      item_type: "car",
      variant_detail: {
        cylinders: 4,
        enginesize: 2755,
        enginesize_litres: 2.8,
        induction: "Turbo Intercooled",
        geartype: "Automatic",
        fuelconsumptioncombined: 7.9,
        fuelcapacity: 80,
        grossvehiclemass: 3100,
        vehiclelength: 5325,
        vehicleheight: 1815,
        vehiclewidth: 1900,
        towingcapacitybraked: 3500,
        bodyconfiguration: "Double Cab Pick Up",
        torque: 500,
        ancaprating: 5,
      },
    });
    expect(entries).toEqual([
      { label: "Cylinders", value: "4" },
      { label: "Engine Size", value: "2,755 cc" },
      { label: "Engine Size (Litres)", value: "2.8 L" },
      { label: "Induction", value: "Turbo Intercooled" },
      { label: "Gear Type", value: "Automatic" },
      { label: "Fuel Consumption (Combined)", value: "7.9 L/100 km" },
      { label: "Fuel Capacity", value: "80 L" },
      { label: "Gross Vehicle Mass", value: "3,100 kg" },
      { label: "Length", value: "5,325 mm" },
      { label: "Height", value: "1,815 mm" },
      { label: "Width", value: "1,900 mm" },
      { label: "Towing Capacity (Braked)", value: "3,500 kg" },
      { label: "Body Configuration", value: "Double Cab Pick Up" },
      { label: "Torque", value: "500 Nm" },
      { label: "ANCAP Rating", value: "5 stars" },
    ]);
  });

  it("leaves out what the vehicle lacks", () => {
    expect(
      vehicleSpecificationEntries({
        variant_detail: { geartype: " ", torque: 0, ancaprating: 1, vehiclelength: 4500 },
      }),
    ).toEqual([
      { label: "Length", value: "4,500 mm" },
      { label: "ANCAP Rating", value: "1 star" },
    ]);
    expect(vehicleSpecificationEntries({})).toEqual([]);
  });

  it("converts feet to metres by multiplying by 0.3048", () => {
    expect(metresPerFoot).toBe(0.3048);
    expect(feetToMetres(1)).toBe(0.3048);
    expect(feetToMetres(20)).toBeCloseTo(6.096);
  });

  it("lists a caravan's caravan specifications, its body in metres and masses in kg", () => {
    const entries = vehicleSpecificationEntries({
      item_type: "caravan",
      body_width: 7.5,
      body_length: 20,
      tare_weight: 2150,
      axle_type: "Tandem",
      sleeps: 4,
      aggregate_trailer_mass: 2800,
      // The caravan's own list wins over the variant detail.
      variant_detail: { vehiclelength: 6096 },
    });
    expect(entries).toEqual([
      { label: "Body Width", value: "2.29 m" },
      { label: "Body Length", value: "6.1 m" },
      { label: "Tare Weight", value: "2,150 kg" },
      { label: "Axle Type", value: "Tandem" },
      { label: "Sleeps", value: "4" },
      { label: "Aggregate Trailer Mass", value: "2,800 kg" },
    ]);
  });
});
