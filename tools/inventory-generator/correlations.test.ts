import type { VehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { catalogueSpecs, generateInventory } from "./generate.ts";

const now = new Date("2026-03-15T00:00:00Z");
const thisYear = 2026;
const inventory = generateInventory({ count: 6000, seed: 21, now, mix: "car-dealer" });
const used = inventory.filter((v) => v.car_type === "used" && v.price > 10);

function average(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function groupBy<K>(
  vehicles: VehicleRecord[],
  key: (vehicle: VehicleRecord) => K,
): Map<K, VehicleRecord[]> {
  const groups = new Map<K, VehicleRecord[]>();
  for (const vehicle of vehicles)
    groups.set(key(vehicle), [...(groups.get(key(vehicle)) ?? []), vehicle]);
  return groups;
}

function newPriceOf(vehicle: VehicleRecord): number {
  const spec = catalogueSpecs().find(
    (s) =>
      s.make === vehicle.make &&
      s.model === vehicle.model &&
      s.badge === vehicle.badge &&
      s.series === vehicle.series &&
      s.fields.body === vehicle.body,
  );
  if (!spec) throw new Error(`No catalogue entry for ${vehicle.name}`);
  return spec.newPrice;
}

describe("prices, years and kilometres", () => {
  it("prices newer years of the same model higher on average", () => {
    let compared = 0;
    for (const [, vehicles] of groupBy(used, (v) => `${v.make} ${v.model} ${v.body}`)) {
      const byYear = groupBy(vehicles, (v) => v.year);
      const years = [...byYear.keys()].filter((year) => byYear.get(year)!.length >= 4).sort();
      if (years.length < 3) continue;
      const oldest = years.slice(0, Math.floor(years.length / 2));
      const newest = years.slice(-Math.floor(years.length / 2));
      const meanOf = (list: number[]) =>
        average(list.flatMap((y) => byYear.get(y)!.map((v) => v.price)));
      expect(meanOf(newest), `${vehicles[0]?.make} ${vehicles[0]?.model}`).toBeGreaterThan(
        meanOf(oldest),
      );
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  });

  it("shows more kilometres on older used cars", () => {
    const byYear = groupBy(used, (v) => v.year);
    const years = [...byYear.keys()].filter((year) => byYear.get(year)!.length >= 40).sort();
    const averages = years.map((year) => average(byYear.get(year)!.map((v) => v.km)));
    expect(years.length).toBeGreaterThan(6);
    for (let i = 1; i < averages.length; i++) expect(averages[i]).toBeLessThan(averages[i - 1]!);
    expect(averages[averages.length - 1]).toBeLessThan(30000);
  });

  it("keeps used cars at about 15,000 km a year, with spread", () => {
    const fiveYearsOld = used.filter((v) => v.year === thisYear - 5 && v.simple_body === "SUV");
    const mean = average(fiveYearsOld.map((v) => v.km));
    expect(mean).toBeGreaterThan(60000);
    expect(mean).toBeLessThan(110000);
    expect(
      Math.max(...fiveYearsOld.map((v) => v.km)) - Math.min(...fiveYearsOld.map((v) => v.km)),
    ).toBeGreaterThan(40000);
  });

  it("sells new cars of this year with delivery kilometres only", () => {
    const fresh = inventory.filter((v) => v.car_type === "new");
    expect(fresh.length).toBeGreaterThan(1000);
    for (const vehicle of fresh) {
      expect(vehicle.year).toBe(thisYear);
      expect(vehicle.km).toBeLessThan(50);
      expect(vehicle.regplate).toBeUndefined();
    }
  });

  it("sells demonstrators of this or last year with 500 to 15,000 km, a little under the new price", () => {
    const demos = inventory.filter((v) => v.car_type === "demo" && v.price > 10);
    expect(demos.length).toBeGreaterThan(100);
    for (const vehicle of demos) {
      expect([thisYear, thisYear - 1]).toContain(vehicle.year);
      expect(vehicle.km).toBeGreaterThanOrEqual(500);
      expect(vehicle.km).toBeLessThanOrEqual(15000);
      expect(vehicle.price).toBeLessThan(newPriceOf(vehicle) * 1.03);
    }
    const ratios = demos
      .filter((v) => v.price_type === "Drive Away")
      .map((v) => v.price / newPriceOf(v));
    expect(average(ratios)).toBeGreaterThan(0.84);
    expect(average(ratios)).toBeLessThan(0.97);
  });

  it("depreciates used cars well below their new price as they age", () => {
    const tenYearsOld = used.filter((v) => thisYear - v.year >= 9);
    expect(average(tenYearsOld.map((v) => v.price / newPriceOf(v)))).toBeLessThan(0.5);
  });

  it("rounds advertised prices the way dealers do", () => {
    for (const { price } of inventory.filter((v) => v.price > 10)) {
      const ending = price % 1000;
      expect([990, 490, 888]).toContain(ending);
    }
  });
});
