import type { TagSettings } from "@storefront/rules/vehicle/card/card-tag";
import { type VehicleRecord, type VehicleRecordInput, vehicleRecord } from "@storefront/schemas";

/**
 * Story fixtures: realistic Australian stock. Vehicle photos are served by the runtime and do not
 * exist in Storybook, so each car gets an inline SVG placeholder.
 */

/** Every fixture is dated relative to this moment. */
export const fixtureNow = new Date("2026-03-02T00:00:00Z");

export const fixtureTags: TagSettings = {
  soldText: "JUST SOLD",
  newArrivalText: "New",
  newArrivalDays: 8,
  certifiedBadge: { make: "Toyota", text: "Toyota Certified Pre-Owned" },
};

export const fixtureActions = {
  enquireHref: "/cars/2021-toyota-hilux-sr5-u48213#enquire",
  financeHref: "/cars/2021-toyota-hilux-sr5-u48213#finance",
  testDriveHref: "/book-test-drive/?car_id=2021-toyota-hilux-sr5-u48213",
};

export function placeholderPhoto(fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="${fill}"/><path d="M120 270h360l-30-70-70-40H250l-70 40z" fill="#ffffff" fill-opacity="0.55"/><circle cx="200" cy="280" r="34" fill="#1f2937"/><circle cx="400" cy="280" r="34" fill="#1f2937"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const daysBefore = (days: number) =>
  new Date(fixtureNow.getTime() - days * 86_400_000).toISOString().replace(".000Z", "Z");

/** A valid vehicle record: a used 2021 Toyota HiLux unless overridden. */
export function fixtureVehicle(overrides: Partial<VehicleRecordInput> = {}): VehicleRecord {
  return vehicleRecord.parse({
    id: 48213,
    slug: "2021-toyota-hilux-sr5-u48213",
    make: "Toyota",
    model: "HiLux",
    badge: "SR5 (4x4)",
    series: "GUN126R",
    year: 2021,
    car_type: "used",
    status: "in_stock",
    created_at: daysBefore(30),
    stocknum: "U48213",
    km: 48_200,
    price: 52_990,
    price_type: "Drive Away",
    simple_body: "Ute",
    simple_transmission: "Automatic",
    simple_fuel: "Diesel",
    simple_drive: "4x4",
    colour: "Glacier White",
    location_name: "Parramatta Toyota",
    primary_image_url: placeholderPhoto("#94a3b8"),
    ...overrides,
  });
}

type Row = [
  make: string,
  model: string,
  badge: string,
  year: number,
  carType: "new" | "demo" | "used",
  km: number,
  price: number,
  body: string,
  fuel: string,
  fill: string,
];

const rows: Row[] = [
  ["Toyota", "HiLux", "SR5 (4x4)", 2021, "used", 48_200, 52_990, "Ute", "Diesel", "#94a3b8"],
  ["Ford", "Ranger", "XLT 3.0 (4x4)", 2024, "demo", 4_850, 71_490, "Ute", "Diesel", "#60a5fa"],
  ["Toyota", "RAV4", "GX Hybrid (2WD)", 2023, "used", 21_400, 41_990, "SUV", "Hybrid", "#a3a3a3"],
  ["Mazda", "CX-5", "Maxx Sport", 2022, "used", 36_950, 36_490, "SUV", "Petrol", "#f87171"],
  ["Hyundai", "i30", "Active", 2020, "used", 61_300, 21_990, "Hatch", "Petrol", "#cbd5e1"],
  ["Kia", "Sportage", "SX+", 2025, "new", 10, 48_790, "SUV", "Petrol", "#4ade80"],
  ["Mitsubishi", "Triton", "GLX+ (4x4)", 2019, "used", 98_450, 29_990, "Ute", "Diesel", "#d4d4d8"],
  ["Isuzu", "D-MAX", "LS-U (4x4)", 2023, "used", 27_800, 54_990, "Ute", "Diesel", "#fbbf24"],
  [
    "Tesla",
    "Model 3",
    "Rear-Wheel Drive",
    2023,
    "used",
    18_700,
    44_990,
    "Sedan",
    "Electric",
    "#e5e7eb",
  ],
  ["BYD", "Atto 3", "Extended Range", 2024, "demo", 2_150, 47_990, "SUV", "Electric", "#38bdf8"],
  ["MG", "ZS", "Excite", 2022, "used", 33_100, 19_990, "SUV", "Petrol", "#fb923c"],
  ["Toyota", "LandCruiser", "GXL", 2022, "used", 45_600, 124_990, "SUV", "Diesel", "#78716c"],
  ["Subaru", "Forester", "2.5i-L", 2021, "used", 52_700, 32_490, "SUV", "Petrol", "#2dd4bf"],
  ["Nissan", "X-Trail", "ST-L (4WD)", 2023, "used", 24_900, 39_990, "SUV", "Petrol", "#a78bfa"],
  ["Volkswagen", "Amarok", "Style TDI600", 2024, "new", 10, 74_990, "Ute", "Diesel", "#64748b"],
  ["Mazda", "BT-50", "XT (4x4)", 2022, "used", 58_300, 42_990, "Ute", "Diesel", "#e11d48"],
  [
    "Toyota",
    "Corolla",
    "Ascent Sport Hybrid",
    2023,
    "used",
    15_200,
    31_990,
    "Hatch",
    "Hybrid",
    "#f1f5f9",
  ],
  ["Hyundai", "Tucson", "Elite N Line", 2024, "demo", 3_400, 49_990, "SUV", "Petrol", "#0ea5e9"],
  ["Kia", "Carnival", "S", 2021, "used", 72_100, 39_490, "People Mover", "Diesel", "#c4b5fd"],
  ["Honda", "CR-V", "VTi X", 2024, "new", 10, 46_900, "SUV", "Petrol", "#9ca3af"],
  ["Suzuki", "Swift", "GL Navigator", 2020, "used", 44_800, 16_990, "Hatch", "Petrol", "#facc15"],
];

/** 21 cars, one page of results at the default page size. */
export const fixtureVehicles: VehicleRecord[] = rows.map(
  ([make, model, badge, year, carType, km, price, body, fuel, fill], index) => {
    const stocknum = `${carType === "used" ? "U" : "N"}${40_100 + index * 37}`;
    const slug = `${year}-${make}-${model}-${badge}-${stocknum}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/-+$/, "");
    return fixtureVehicle({
      id: 40_100 + index,
      slug,
      make,
      model,
      badge,
      series: null,
      year,
      car_type: carType,
      km,
      price,
      before_price: index % 5 === 3 ? price + 2_000 : null,
      created_at: daysBefore(index % 4 === 1 ? 3 : 20 + index),
      stocknum,
      simple_body: body,
      simple_fuel: fuel,
      simple_transmission: model === "Triton" ? "Manual" : "Automatic",
      primary_image_url: placeholderPhoto(fill),
    });
  },
);
