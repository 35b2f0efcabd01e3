import type { GearboxCode } from "./car-model.ts";

export type TruckRow = [
  make: string,
  model: string,
  badge: string,
  gvmKg: number,
  cc: number,
  cylinders: number,
  torqueNm: number,
  gearbox: GearboxCode,
  newPrice: number,
  firstYear: number,
];

/** Drive-away prices for the latest model year; dealers often advertise them excluding GST. */
export const trucks: readonly TruckRow[] = [
  ["Isuzu", "N Series", "NLR 45-150 AMT", 4500, 2999, 4, 375, "A6", 69990, 2018],
  ["Isuzu", "N Series", "NPR 45-155 Crew Cab", 4500, 2999, 4, 375, "A6", 79990, 2018],
  ["Isuzu", "N Series", "NPR 75-190", 7500, 5193, 4, 513, "A6", 89990, 2018],
  ["Isuzu", "N Series", "NQR 87-190", 8700, 5193, 4, 513, "A6", 97990, 2018],
  ["Isuzu", "F Series", "FRR 110-260", 11000, 7790, 6, 761, "A6", 139990, 2017],
  ["Isuzu", "F Series", "FVR 165-300", 16500, 7790, 6, 882, "A6", 179990, 2017],
  ["Isuzu", "F Series", "FVZ 260-300 6x4", 26000, 7790, 6, 882, "A6", 219990, 2017],
  ["Hino", "300 Series", "616 Auto", 6500, 4009, 4, 464, "A6", 84990, 2019],
  ["Hino", "300 Series", "917 Auto", 8500, 4009, 4, 464, "A6", 94990, 2019],
  ["Hino", "500 Series", "FC 1124", 11000, 5123, 4, 657, "A6", 144990, 2017],
  ["Hino", "500 Series", "GH 1835", 18000, 7684, 6, 1275, "A6", 199990, 2017],
  ["Hino", "700 Series", "FS 2848 6x4", 28000, 12913, 6, 2157, "M16", 289990, 2016],
  ["Fuso", "Canter", "515 Wide Cab", 4495, 2998, 4, 370, "DCT6", 72990, 2020],
  ["Fuso", "Canter", "918 Wide Cab", 8500, 2998, 4, 430, "DCT6", 92990, 2020],
  ["Fuso", "Fighter", "1627", 16000, 7698, 6, 1275, "A6", 174990, 2018],
  ["Fuso", "Shogun", "2842 Prime Mover", 28000, 10677, 6, 2000, "M12", 279990, 2019],
  ["UD", "Croner", "PKE 250", 16000, 7698, 6, 1275, "M12", 169990, 2019],
  ["UD", "Quon", "GW 26 460 Prime Mover", 26000, 10837, 6, 2200, "M12", 299990, 2018],
  ["Iveco", "Daily", "50C21 Cab Chassis", 5200, 2998, 4, 470, "A8", 84990, 2019],
  ["Iveco", "Daily", "70C21 Cab Chassis", 7000, 2998, 4, 470, "A8", 94990, 2019],
  ["Kenworth", "T610", "SAR Prime Mover", 26000, 14900, 6, 2508, "M18", 389990, 2017],
  ["Volvo", "FH", "FH16 700 Prime Mover", 26000, 16120, 6, 3150, "M12", 429990, 2017],
];

/** What sits behind the cab of a rigid truck. Prime movers have none. */
export const rigidTruckBodies = [
  "Cab Chassis",
  "Tray",
  "Tipper",
  "Pantech",
  "Refrigerated Pantech",
  "Curtainsider",
] as const;

export const truckWmi: Readonly<Record<string, string>> = {
  Isuzu: "JAL",
  Hino: "JHH",
  Fuso: "JLF",
  UD: "JNC",
  Iveco: "ZCF",
  Kenworth: "6F4",
  Volvo: "YV2",
};
