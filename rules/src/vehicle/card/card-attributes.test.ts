import { describe, expect, it } from "vitest";
import { cardAttributeEntries, cardAttributeValue } from "./card-attributes.ts";

describe("card attributes", () => {
  const car = {
    car_type: "used",
    simple_body: "SUV",
    km: 48200,
    simple_transmission: "Automatic",
    stocknum: "U12345",
    year: 2021,
    engine_size_litres: 2,
    body_length: 21,
  };

  it("shows the default attributes with their labels, odometer in km with separators", () => {
    expect(
      cardAttributeEntries(car, [
        "car_type",
        "simple_body",
        "km",
        "simple_transmission",
        "stocknum",
      ]),
    ).toEqual([
      { attribute: "car_type", label: "Condition", value: "Used" },
      { attribute: "simple_body", label: "Body", value: "SUV" },
      { attribute: "km", label: "Odometer", value: "48,200 km" },
      { attribute: "simple_transmission", label: "Transmission", value: "Automatic" },
      { attribute: "stocknum", label: "Stock #", value: "U12345" },
    ]);
  });

  it("names the condition New, Demo or Used", () => {
    expect(cardAttributeValue({ car_type: "new" }, "car_type")).toBe("New");
    expect(cardAttributeValue({ car_type: "demo" }, "car_type")).toBe("Demo");
  });

  it("shows years without separators, litres and caravan lengths in feet and metres", () => {
    expect(cardAttributeValue(car, "year")).toBe("2021");
    expect(cardAttributeValue(car, "engine_size_litres")).toBe("2.0 L");
    expect(cardAttributeValue(car, "body_length")).toBe("21 ft (6.4 m)");
  });

  it("skips attributes the car does not have", () => {
    expect(cardAttributeEntries(car, ["colour", "km", "seats"]).map((e) => e.label)).toEqual([
      "Odometer",
    ]);
  });
});
