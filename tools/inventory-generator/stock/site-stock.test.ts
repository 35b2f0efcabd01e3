import type { Dealership, Location } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { defaultSite, generateInventory } from "../generate.ts";

const now = new Date("2026-03-15T00:00:00Z");

function place(
  id: string,
  dealershipId: string,
  manufacturers: string[],
  extra: Partial<Location> = {},
): Location {
  return {
    id,
    name: `Test ${id}`,
    slug: id,
    location_type: "sales",
    dealership_id: dealershipId,
    primary: false,
    visible: true,
    manufacturers,
    address: {
      street: "1 Main Street",
      city: "Dubbo",
      state: "NSW",
      postcode: "2830",
      lat: -32.25,
      long: 148.6,
    },
    contact_detail: { phone: "(02) 5550 4999", opening_hours: [] },
    special_hours: [],
    ...extra,
  };
}

const dealerships: Dealership[] = [
  { id: "toyota-dealer", slug: "west-toyota", name: "West Toyota", manufacturers: ["Toyota"] },
  {
    id: "bike-dealer",
    slug: "west-bikes",
    name: "West Motorcycles",
    manufacturers: ["Yamaha", "Honda"],
  },
  {
    id: "truck-dealer",
    slug: "west-trucks",
    name: "West Trucks",
    manufacturers: ["Isuzu", "Hino"],
  },
];

const locations: Location[] = [
  place("toyota-sales", "toyota-dealer", ["Toyota"]),
  place("toyota-service", "toyota-dealer", ["Toyota"], { location_type: "service" }),
  place("toyota-hidden", "toyota-dealer", ["Toyota"], { visible: false }),
  place("bikes-sales", "bike-dealer", ["Yamaha", "Honda"]),
  place("trucks-sales", "truck-dealer", ["Isuzu", "Hino"]),
];

const site = { dealerships, locations };
const inventory = generateInventory({
  count: 3000,
  seed: 5,
  now,
  site,
  mix: { cars: 70, motorcycles: 15, trucks: 15 },
});

describe("stock across a site's locations", () => {
  it("places stock only at visible sales locations, with their dealership's details", () => {
    const salesIds = new Set(["toyota-sales", "bikes-sales", "trucks-sales"]);
    for (const vehicle of inventory) {
      expect(salesIds.has(vehicle.location_id!)).toBe(true);
      const location = locations.find((l) => l.id === vehicle.location_id)!;
      const dealership = dealerships.find((d) => d.id === location.dealership_id)!;
      expect(vehicle.dealership_id).toBe(dealership.id);
      expect(vehicle.dealership_slug).toBe(dealership.slug);
      expect(vehicle.dealership_name).toBe(dealership.name);
      expect(vehicle.location?.id).toBe(location.id);
      expect(vehicle.location_name).toBe(location.name);
      expect(vehicle.location?.phone).toBe("(02) 5550 4999");
      expect(vehicle.city).toBe("Dubbo");
      expect(vehicle.state).toBe("NSW");
    }
  });

  it("sells new and demo stock only of the location's franchises", () => {
    const fresh = inventory.filter((v) => v.car_type !== "used");
    expect(fresh.length).toBeGreaterThan(500);
    for (const vehicle of fresh) {
      const franchise = `${vehicle.location_id} ${vehicle.item_type} ${vehicle.make}`;
      expect([
        "toyota-sales car Toyota",
        "bikes-sales motorcycle Yamaha",
        "bikes-sales motorcycle Honda",
        "trucks-sales truck Isuzu",
        "trucks-sales truck Hino",
      ]).toContain(franchise);
    }
  });

  it("reads a bare make by the location's line of business: Honda beside Yamaha means motorcycles", () => {
    expect(
      inventory.some(
        (v) => v.car_type === "new" && v.make === "Honda" && v.item_type === "motorcycle",
      ),
    ).toBe(true);
    expect(
      inventory.some((v) => v.car_type === "new" && v.make === "Isuzu" && v.item_type === "truck"),
    ).toBe(true);
    expect(
      inventory.some((v) => v.car_type === "new" && v.make === "Honda" && v.item_type === "car"),
    ).toBe(false);
  });

  it("takes used cars of any make", () => {
    const usedMakes = new Set(
      inventory.filter((v) => v.car_type === "used" && v.item_type === "car").map((v) => v.make),
    );
    expect(usedMakes.size).toBeGreaterThan(15);
  });

  it("keeps certified pre-owned cars with a dealer of their make", () => {
    const certified = inventory.filter((v) => v.certified);
    expect(certified.length).toBeGreaterThan(0);
    for (const vehicle of certified) {
      expect(vehicle.make).toBe("Toyota");
      expect(vehicle.location_id).toBe("toyota-sales");
    }
  });

  it("leans a franchised dealer's used stock towards its own make", () => {
    const usedCars = generateInventory({ count: 3000, seed: 6, now }).filter(
      (v) => v.car_type === "used" && v.item_type === "car",
    );
    const toyotaShare = (list: typeof usedCars) =>
      list.filter((v) => v.make === "Toyota").length / list.length;
    const atToyota = usedCars.filter((v) => v.location_id === "l-toyota-parramatta");
    expect(toyotaShare(atToyota)).toBeGreaterThan(toyotaShare(usedCars) + 0.15);
  });

  it("refuses a site with no sales location to hold stock", () => {
    const serviceOnly = {
      dealerships,
      locations: [place("workshop", "toyota-dealer", [], { location_type: "service" })],
    };
    expect(() => generateInventory({ count: 5, seed: 1, now, site: serviceOnly })).toThrow(
      /no visible sales locations/,
    );
  });

  it("uses a built-in dealer group when no site is given", () => {
    const vehicles = generateInventory({ count: 300, seed: 5, now });
    const ids = new Set(defaultSite.locations.map((location) => location.id));
    for (const vehicle of vehicles) expect(ids.has(vehicle.location_id!)).toBe(true);
    expect(new Set(vehicles.map((v) => v.dealership_id)).size).toBeGreaterThan(3);
  });
});
