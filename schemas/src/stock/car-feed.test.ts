import { describe, expect, it } from "vitest";
import { flatCar, nestedCar } from "../../test/spec-cars.ts";
import { validateInventory } from "../validation/validate.ts";

describe("reading the spec's Car records into vehicle records", () => {
  it("reads nested images, text ids, nulls, year-month dates and file as { url }", () => {
    const result = validateInventory({ vehicles: [nestedCar] });
    expect(result.ok && result.rejected).toEqual([]);
    const [car] = result.ok ? result.vehicles : [];
    expect(car).toMatchObject({
      id: 4101,
      stocknum: "88123",
      build_date: "2018-03-01",
      compliance_date: "2018-04-01",
      updated_at: "2026-11-20T08:00:00Z",
      certified: false,
      item_type: "car",
      file: "https://reports.example/4101.pdf",
      location_id: "7",
      dealership_id: "3",
      location: { id: "7", address: { id: "70", postcode: "2000" } },
      primary_image_url: "https://cdn.example/1.jpg",
      created_at_timestamp: Date.parse("2026-10-02T09:15:00+10:00") / 1000,
      make_model: "Toyota > HiLux",
      location_name: "Harbour City Toyota",
      finance_lenders: { angle: { interestRate: 8.5, comparisonRate: null } },
    });
    expect(car?.images).toEqual([
      { url: "https://cdn.example/1.jpg", thumb: { url: "https://cdn.example/1-t.jpg" } },
      { isVideo: true },
      { url: "https://cdn.example/2.jpg" },
    ]);
    expect(car?.series).toBeUndefined();
  });

  it("reads flat images with video entries and plain addresses, and number ids", () => {
    const result = validateInventory([flatCar]);
    const [car] = result.ok ? result.vehicles : [];
    expect(car).toMatchObject({ id: 4102, location_id: "7", created_at: "2026-10-02" });
    expect(car?.file).toBe("https://reports.example/4102.pdf");
    expect(car?.images).toEqual([
      { url: "https://cdn.example/3.jpg", thumb: { url: "https://cdn.example/3-t.jpg" } },
      { isVideo: true, url: "https://videos.example/walkaround.mp4" },
      { url: "https://cdn.example/4.jpg" },
    ]);
    // Without photos_count, the photos are counted (videos are not photos).
    const { photos_count: _given, ...uncounted } = flatCar;
    const counted = validateInventory([uncounted]);
    expect(counted.ok && counted.vehicles[0]?.photos_count).toBe(2);
    expect(car?.photos_count).toBe(flatCar.photos_count);
  });

  it("reads figures written as text in nested objects, an empty quote as none and a null lender as none", () => {
    const result = validateInventory([
      {
        ...flatCar,
        youxQuote: { weeklyRepaymentAmount: null, advertisedRate: null, comparisonRate: null },
        variant_detail: { cylinders: "4", torque: "420", induction: "Turbo", enginesize: null },
        autograb_data: { average_market_price: "46000", confidence: "0.8" },
        finance_lenders: { angle: { interestRate: "8.5", comparisonRate: null }, taurus: null },
      },
    ]);
    expect(result.ok && result.rejected).toEqual([]);
    const [car] = result.ok ? result.vehicles : [];
    expect(car?.youxQuote).toBeUndefined();
    expect(car?.variant_detail).toEqual({ cylinders: 4, torque: 420, induction: "Turbo" });
    expect(car?.autograb_data).toMatchObject({ average_market_price: 46000, confidence: 0.8 });
    expect(car?.finance_lenders).toEqual({ angle: { interestRate: 8.5, comparisonRate: null } });
    const quoted = validateInventory([
      {
        ...flatCar,
        youxQuote: { weeklyRepaymentAmount: "95", advertisedRate: 7.9, comparisonRate: "8.4" },
      },
    ]);
    expect(quoted.ok && quoted.vehicles[0]?.youxQuote).toEqual({
      weeklyRepaymentAmount: 95,
      advertisedRate: 7.9,
      comparisonRate: 8.4,
    });
  });

  it("counts a missing price as no price and a missing km as a new car's 0", () => {
    const result = validateInventory([{ ...flatCar, price: null, km: null }]);
    expect(result.ok && result.vehicles[0]).toMatchObject({ price: 0, km: 0 });
  });

  it("rejects a bad record alone, naming it, and a record repeating another's id", () => {
    const result = validateInventory([
      nestedCar,
      { ...flatCar, id: "x-17", year: "soon" },
      { ...flatCar, slug: "other", stocknum: "other", id: 4101 },
      flatCar,
    ]);
    expect(result.ok && result.vehicles.map((car) => car.id)).toEqual([4101, 4102]);
    expect(result.ok && result.rejectedRecords).toBe(2);
    expect(result.ok && result.rejected).toEqual([
      { pointer: "/1/id", message: 'Expected a number, found the text "x-17"' },
      { pointer: "/1/year", message: 'Expected a number, found the text "soon"' },
      { pointer: "/2/id", message: "Duplicate id 4101 (also vehicle 0)" },
    ]);
  });
});
