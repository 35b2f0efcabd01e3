import { siteDefinition, type VehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { numberedTestCar } from "../http/test-server.ts";
import { indexRecords } from "./index-records.ts";

const site = siteDefinition.parse({
  version: 1,
  slug: "outback",
  name: "Outback Motor Co",
  template: "used-car-dealer",
  dealerships: [{ id: "77", slug: "outback-ford", name: "Outback Ford" }],
});
const car = (id: number, fields: Partial<VehicleRecord> = {}) =>
  numberedTestCar(id, {
    make: "Ford",
    model: "Ranger",
    year: 2021,
    km: 1000,
    price: 30000,
    dealership_id: "77",
    ...fields,
  });

describe("Algolia records", () => {
  it("name the dealership a feed names by id only, and keep a name the feed gives", () => {
    const records = indexRecords([site], [car(1), car(2, { dealership_name: "Ford Kalgoorlie" })]);
    expect(records.map((record) => [record.objectID, record.dealership_name])).toEqual([
      ["1", "Outback Ford"],
      ["2", "Ford Kalgoorlie"],
    ]);
  });

  it("name a dealership only as every site sharing the index and selling the car names it", () => {
    // A site naming no dealerships sells the whole feed: it owns no dealership's name.
    const wholeFeed = { ...site, slug: "whole-feed", dealerships: [] };
    const renamed = {
      ...site,
      slug: "kalgoorlie",
      dealerships: site.dealerships.map((dealership) => ({
        ...dealership,
        name: "Ford Kalgoorlie",
      })),
    };
    const named = (sites: (typeof site)[]) =>
      indexRecords(sites, [car(1), car(2, { dealership_name: "Ford Kalgoorlie" })]).map(
        (record) => [record.objectID, record.dealership_name],
      );
    const unnamed = [
      ["1", undefined],
      ["2", "Ford Kalgoorlie"],
    ];
    expect(named([site, wholeFeed])).toEqual(unnamed);
    expect(named([wholeFeed, site])).toEqual(unnamed);
    expect(named([site, renamed])).toEqual(unnamed);
    expect(named([site, { ...site, slug: "outback-too" }])).toEqual([
      ["1", "Outback Ford"],
      ["2", "Ford Kalgoorlie"],
    ]);
  });
});
