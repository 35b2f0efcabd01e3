/** A small hand-made stock list for the search tests, with the fields the engine reads. */
export type TestVehicle = {
  id: number;
  objectID?: string;
  make: string;
  model: string;
  badge?: string | null;
  year: number;
  colour: string;
  car_type: "new" | "demo" | "used";
  status: "in_stock" | "coming_soon" | "sold";
  certified: boolean;
  simple_body: string;
  body: string;
  stocknum: string;
  price: number;
  km: number;
  custom_rank?: number;
  categories: string[];
  location_name: string;
  visibility: number;
};

export const testVehicles: TestVehicle[] = [
  vehicle(1, "Toyota", "Corolla", "Ascent Sport", 2021, "White", "used", 22990, 41000, 50),
  vehicle(2, "Toyota", "Corolla", "ZR", 2023, "Red", "demo", 34990, 6000, 80),
  vehicle(3, "Toyota", "HiLux", "SR5", 2022, "White", "used", 52990, 38000, 70),
  vehicle(4, "Toyota", "RAV4", "GXL", 2024, "Silver", "new", 44990, 10, 90),
  vehicle(5, "Ford", "Ranger", "Wildtrak", 2023, "Blue", "used", 61990, 21000, 60),
  vehicle(6, "Ford", "Ranger", "XLT", 2020, "White", "used", 45990, 72000, undefined),
  vehicle(7, "Ford", "Everest", "Trend", 2024, "Black", "new", 67990, 5, 40),
  vehicle(8, "Mazda", "CX-5", "Maxx Sport", 2019, "Grey", "used", 27990, 88000, 30),
  vehicle(9, "Mazda", "Mazda3", "G20 Pure", 2024, "Red", "new", 31990, 3, 20),
  vehicle(10, "Hyundai", "Tucson", "Elite", 2022, "Silver", "used", 36990, 45000, 10),
  vehicle(11, "Hyundai", "i30", "N Line", 2021, "Blue", "demo", 29990, 9000, 85),
  vehicle(12, "Kia", "Sportage", "GT-Line", 2023, "Grey", "used", 42990, 30000, 65),
];

function vehicle(
  id: number,
  make: string,
  model: string,
  badge: string,
  year: number,
  colour: string,
  carType: TestVehicle["car_type"],
  price: number,
  km: number,
  customRank: number | undefined,
): TestVehicle {
  const body =
    model === "HiLux" || model === "Ranger" ? "Ute" : model === "Mazda3" ? "Hatch" : "SUV";
  return {
    id,
    ...(id % 2 === 0 ? { objectID: `car-${id}` } : {}),
    make,
    model,
    badge,
    year,
    colour,
    car_type: carType,
    status: id === 6 ? "sold" : id === 12 ? "coming_soon" : "in_stock",
    certified: carType === "used" && price > 40000,
    simple_body: body,
    body: body === "Ute" ? "4D Double Cab Pick Up" : body === "Hatch" ? "5D Hatchback" : "4D Wagon",
    stocknum: `${carType[0]!.toUpperCase()}${1000 + id}`,
    price,
    km,
    ...(customRank === undefined ? {} : { custom_rank: customRank }),
    categories: body === "Ute" ? ["Towing", "Work"] : ["Family"],
    location_name: id <= 6 ? "Penrith" : "Geelong",
    visibility: id % 4,
  };
}

export const testConfig = {
  indices: [
    { name: "cars" },
    { name: "cars_price_asc", ranking: [{ attribute: "price", order: "asc" as const }] },
    { name: "cars_km_desc", ranking: [{ attribute: "km", order: "desc" as const }] },
  ],
  searchableAttributes: [
    "year",
    "make",
    "model",
    "badge",
    "colour",
    "simple_body",
    "body",
    "stocknum",
  ],
  attributesForFaceting: [
    "make",
    "model",
    "searchable(colour)",
    "car_type",
    "status",
    "certified",
    "simple_body",
    "price",
    "km",
    "year",
    "categories",
    "location_name",
    "filterOnly(visibility)",
  ],
};
