/** Motorcycle categories as dealers list them (the record's `body`). */
type MotorcycleBody =
  | "Naked"
  | "Sport"
  | "Adventure"
  | "Touring"
  | "Cruiser"
  | "Scooter"
  | "Dirt"
  | "Retro";

type FinalDrive = "Chain" | "Belt" | "Shaft";

export type MotorcycleRow = [
  make: string,
  model: string,
  body: MotorcycleBody,
  cc: number,
  cylinders: number,
  torqueNm: number,
  newPrice: number,
  firstYear: number,
  finalDrive?: FinalDrive,
];

/** Prices are ride-away for the latest model year. */
export const motorcycles: readonly MotorcycleRow[] = [
  ["Yamaha", "MT-07", "Naked", 689, 2, 67, 13499, 2021],
  ["Yamaha", "MT-09", "Naked", 890, 3, 93, 18999, 2021],
  ["Yamaha", "YZF-R3", "Sport", 321, 2, 30, 9499, 2019],
  ["Yamaha", "YZF-R7", "Sport", 689, 2, 67, 15499, 2022],
  ["Yamaha", "Tracer 9 GT", "Touring", 890, 3, 93, 24499, 2021],
  ["Yamaha", "Tenere 700", "Adventure", 689, 2, 68, 19999, 2019],
  ["Yamaha", "XMAX 300", "Scooter", 292, 1, 29, 10299, 2017, "Belt"],
  ["Yamaha", "WR450F", "Dirt", 450, 1, 50, 15499, 2019],
  ["Honda", "CB650R", "Naked", 649, 4, 63, 15499, 2019],
  ["Honda", "CBR650R", "Sport", 649, 4, 63, 16499, 2019],
  ["Honda", "Africa Twin", "Adventure", 1084, 2, 112, 26999, 2020],
  ["Honda", "CRF300L", "Dirt", 286, 1, 26, 9499, 2021],
  ["Honda", "Rebel 500", "Cruiser", 471, 2, 43, 11499, 2017],
  ["Honda", "Gold Wing Tour", "Touring", 1833, 6, 170, 49999, 2018, "Shaft"],
  ["Honda", "PCX160", "Scooter", 157, 1, 15, 5499, 2021, "Belt"],
  ["Honda", "CT125", "Retro", 125, 1, 11, 6999, 2020],
  ["Kawasaki", "Ninja 400", "Sport", 399, 2, 37, 9499, 2018],
  ["Kawasaki", "Z650", "Naked", 649, 2, 64, 12199, 2017],
  ["Kawasaki", "Z900", "Naked", 948, 4, 98, 16999, 2017],
  ["Kawasaki", "Versys 650", "Adventure", 649, 2, 61, 14499, 2015],
  ["Kawasaki", "KLR650", "Adventure", 652, 1, 54, 12499, 2022],
  ["Kawasaki", "Ninja ZX-10R", "Sport", 998, 4, 114, 31999, 2021],
  ["Kawasaki", "Vulcan S", "Cruiser", 649, 2, 63, 12499, 2015],
  ["Kawasaki", "Z900RS", "Retro", 948, 4, 98, 21999, 2018],
  ["Harley-Davidson", "Street Bob 114", "Cruiser", 1868, 2, 155, 30495, 2018, "Belt"],
  ["Harley-Davidson", "Fat Boy 114", "Cruiser", 1868, 2, 155, 37495, 2018, "Belt"],
  ["Harley-Davidson", "Road Glide", "Touring", 1923, 2, 169, 48995, 2024, "Belt"],
  ["Harley-Davidson", "Sportster S", "Cruiser", 1252, 2, 125, 28495, 2021, "Belt"],
  ["Harley-Davidson", "Nightster", "Cruiser", 975, 2, 95, 22995, 2022, "Belt"],
  ["Suzuki", "V-Strom 650", "Adventure", 645, 2, 62, 13990, 2017],
  ["Suzuki", "GSX-S1000", "Naked", 999, 4, 106, 19490, 2021],
  ["Suzuki", "Hayabusa", "Sport", 1340, 4, 150, 29490, 2021],
  ["BMW", "R 1300 GS", "Adventure", 1300, 2, 149, 35990, 2024, "Shaft"],
  ["BMW", "S 1000 RR", "Sport", 999, 4, 113, 36990, 2019],
  ["KTM", "390 Duke", "Naked", 399, 1, 39, 9495, 2017],
  ["KTM", "890 Adventure", "Adventure", 889, 2, 100, 21995, 2021],
  ["Triumph", "Street Triple 765 R", "Naked", 765, 3, 80, 18490, 2023],
  ["Triumph", "Bonneville T120", "Retro", 1200, 2, 105, 23990, 2016],
  ["Triumph", "Tiger 900 GT", "Adventure", 888, 3, 90, 23990, 2020],
  ["Ducati", "Monster", "Naked", 937, 2, 93, 23990, 2021],
  ["Ducati", "Panigale V4", "Sport", 1103, 4, 124, 46990, 2018],
  ["Ducati", "Multistrada V4 S", "Adventure", 1158, 4, 125, 41990, 2021],
];

/** Australian learner-approved models (LAMS) are, roughly, those of 660 cc or less. */
export const lamsLimitCc = 660;

export const motorcycleWmi: Readonly<Record<string, string>> = {
  Yamaha: "JYA",
  Honda: "JH2",
  Kawasaki: "JKA",
  "Harley-Davidson": "1HD",
  Suzuki: "JS1",
  BMW: "WB1",
  KTM: "VBK",
  Triumph: "SMT",
  Ducati: "ZDM",
};
