export type CaravanKind = "Touring" | "Off-Road" | "Pop Top" | "Hybrid" | "Camper";

/** The record's `body` for each kind of caravan. */
export const caravanBodies: Readonly<Record<CaravanKind, string>> = {
  Touring: "Touring Caravan",
  "Off-Road": "Off-Road Caravan",
  "Pop Top": "Pop Top Caravan",
  Hybrid: "Hybrid Van",
  Camper: "Camper Trailer",
};

/** One floor plan of a caravan range. Lengths and widths are in feet, masses in kg. */
export type CaravanRow = [
  make: string,
  model: string,
  badge: string,
  kind: CaravanKind,
  lengthFt: number,
  widthFt: number,
  tareKg: number,
  atmKg: number,
  sleeps: number,
  newPrice: number,
  firstYear: number,
];

export const caravans: readonly CaravanRow[] = [
  ["Jayco", "Journey", "19.61-3 Outback", "Off-Road", 19.5, 7.8, 2450, 3200, 2, 89990, 2018],
  ["Jayco", "Journey", "21.66-3 Outback", "Off-Road", 21.5, 7.8, 2710, 3500, 4, 96990, 2018],
  ["Jayco", "Silverline", "21.65-4 Outback", "Off-Road", 21.5, 7.9, 2880, 3500, 2, 119990, 2019],
  ["Jayco", "Starcraft", "17.55-3", "Touring", 17.5, 7.5, 1900, 2500, 2, 62990, 2018],
  ["Jayco", "Starcraft", "20.64-4 Family", "Touring", 20.5, 7.5, 2250, 2900, 6, 69990, 2018],
  ["Jayco", "Swan", "Outback", "Camper", 14, 7.2, 1250, 1700, 6, 42990, 2016],
  ["Jayco", "Crosstrak", "14.44-4", "Hybrid", 14.5, 7.3, 1480, 2100, 3, 54990, 2020],
  ["Avan", "Aspire", "503 Couples", "Touring", 19, 7.5, 2080, 2700, 2, 79990, 2017],
  ["Avan", "Aspire", "653 Family", "Touring", 22, 7.5, 2380, 3000, 6, 89990, 2017],
  ["Avan", "Cruiser", "2 Pop Top", "Pop Top", 16, 7.3, 1380, 1900, 2, 52990, 2016],
  ["Avan", "Aliner", "Classic", "Camper", 12.5, 6.8, 820, 1300, 2, 38990, 2015],
  ["Lotus", "Trooper", "19'6\" Off Grid", "Off-Road", 19.5, 8, 2650, 3500, 2, 129990, 2018],
  ["Lotus", "Freelander", "21'3\" Family", "Off-Road", 21.25, 8, 2850, 3700, 5, 139990, 2019],
  ["Lotus", "Off Grid", "20'6\" Couples", "Off-Road", 20.5, 8, 2780, 3500, 2, 134990, 2020],
  ["New Age", "Manta Ray", "19ER", "Off-Road", 19, 7.8, 2390, 3000, 2, 84990, 2017],
  ["New Age", "Big Red", "21ER Family", "Off-Road", 21, 7.9, 2790, 3500, 5, 104990, 2018],
  ["Coromal", "Element", "17'", "Touring", 17, 7.5, 1820, 2400, 2, 59990, 2019],
  ["Crusader", "Entertainer", "21'6\" Bunk", "Touring", 21.5, 7.9, 2560, 3200, 6, 92990, 2019],
  ["Zone RV", "Z-5", "Hybrid", "Hybrid", 15.5, 7.6, 1750, 2500, 3, 89990, 2020],
  ["Snowy River", "SRC-16", "Off-Road", "Off-Road", 16, 7.6, 1890, 2600, 2, 64990, 2018],
  ["Windsor", "Genesis", "19' Couples", "Touring", 19, 7.6, 2100, 2700, 2, 68990, 2019],
];

export const caravanWmi: Readonly<Record<string, string>> = {
  Jayco: "6T9",
  Avan: "6U9",
  Lotus: "6H8",
  "New Age": "6K9",
  Coromal: "6T9",
  Crusader: "6F9",
  "Zone RV": "6M9",
  "Snowy River": "6A9",
  Windsor: "6T9",
};
