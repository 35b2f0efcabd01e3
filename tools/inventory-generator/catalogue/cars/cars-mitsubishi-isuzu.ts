import { type CarMake, model, pt } from "../car-model.ts";

export const mitsubishi: CarMake = {
  make: "Mitsubishi",
  wmi: "MMB",
  keep: 0.87,
  models: [
    model(
      ["Triton", "MV", 2024, "Ute", "4D Double Cab Pick Up"],
      { seats: 5, size: [5320, 1865, 1795], tank: 75, tow: 3500, ancap: 5, pop: 7 },
      [pt("D", 2442, 4, "A6", "RWD", 7.7, 470), pt("D", 2442, 4, "A6", "4WD", 8.0, 470)],
      [
        ["GLX (4x2)", 42990],
        ["GLX+ (4x4)", 56990, 1],
        ["GLS (4x4)", 61990, 1],
        ["GSR (4x4)", 68990, 1],
      ],
    ),
    model(
      ["Triton", "MR", 2019, "Ute", "4D Double Cab Pick Up"],
      { seats: 5, size: [5305, 1815, 1795], tank: 75, tow: 3100, ancap: 5, until: 2024 },
      [pt("D", 2442, 4, "A6", "4WD", 8.6, 430)],
      [
        ["GLX+ (4x4)", 47990],
        ["GLS (4x4)", 52990],
        ["GSR (4x4)", 56990],
      ],
    ),
    model(
      ["Triton", "MV", 2024, "Cab Chassis", "2D Cab Chassis"],
      { seats: 3, size: [5250, 1865, 1780], tank: 75, tow: 3500, ancap: 5, pop: 2 },
      [pt("D", 2442, 4, "M6", "4WD", 8.3, 470)],
      [["GLX (4x4)", 49990]],
    ),
    model(
      ["Outlander", "ZM", 2021, "SUV", "4D Wagon"],
      { seats: 7, size: [4710, 1860, 1745], tank: 55, tow: 1600, ancap: 5, pop: 6 },
      [pt("P", 2488, 4, "CVT", "FWD", 7.2, 245), pt("PH", 2360, 4, "R1", "AWD", 1.5, 255)],
      [
        ["ES", 40990],
        ["LS", 45990],
        ["Aspire", 49990],
        ["Exceed PHEV", 67990, 1],
      ],
    ),
    model(
      ["ASX", "XD", 2010, "SUV", "4D Wagon"],
      { seats: 5, size: [4365, 1810, 1640], tank: 63, tow: 1300, ancap: 5, pop: 3, until: 2024 },
      [pt("P", 1998, 4, "CVT", "FWD", 7.6, 197), pt("P", 2360, 4, "CVT", "FWD", 7.9, 222)],
      [
        ["MR", 29990],
        ["LS", 32990],
        ["Exceed", 36990, 1],
      ],
    ),
    model(
      ["Eclipse Cross", "YB", 2021, "SUV", "4D Wagon"],
      { seats: 5, size: [4545, 1805, 1685], tank: 60, tow: 1600, ancap: 5, pop: 2 },
      [pt("PT", 1499, 4, "CVT", "FWD", 7.7, 250), pt("PH", 2360, 4, "R1", "AWD", 1.9, 199)],
      [
        ["ES", 35990],
        ["LS", 39990],
        ["Aspire PHEV", 54990, 1],
      ],
    ),
    model(
      ["Pajero Sport", "QF", 2019, "SUV", "4D Wagon"],
      { seats: 7, size: [4825, 1815, 1835], tank: 68, tow: 3100, ancap: 5, pop: 3, keep: 0.9 },
      [pt("D", 2442, 4, "A8", "4WD", 8.0, 430)],
      [
        ["GLX", 52990],
        ["GLS", 58990],
        ["Exceed", 63990],
      ],
    ),
    model(
      ["Pajero", "NX", 2015, "SUV", "4D Wagon"],
      { seats: 7, size: [4900, 1875, 1900], tank: 88, tow: 3000, until: 2021, keep: 0.9 },
      [pt("D", 3200, 4, "A5", "4WD", 9.2, 441)],
      [
        ["GLX", 55990],
        ["GLS", 62990],
        ["Exceed", 69990],
      ],
    ),
    model(
      ["Mirage", "LB", 2016, "Hatch", "5D Hatchback"],
      { seats: 5, size: [3795, 1665, 1510], tank: 35, until: 2023, keep: 0.84 },
      [pt("P", 1193, 3, "CVT", "FWD", 5.0, 100)],
      [
        ["ES", 19990],
        ["LS", 21990],
      ],
    ),
  ],
};

export const isuzu: CarMake = {
  make: "Isuzu",
  wmi: "MPA",
  keep: 0.9,
  models: [
    model(
      ["D-MAX", "RG", 2020, "Ute", "4D Crew Cab Utility"],
      { seats: 5, size: [5265, 1870, 1790], tank: 76, tow: 3500, ancap: 5, pop: 9 },
      [pt("D", 1898, 4, "A6", "RWD", 7.3, 360), pt("D", 2999, 4, "A6", "4WD", 8.0, 450)],
      [
        ["SX (4x2)", 42990],
        ["LS-M (4x4)", 57990, 1],
        ["LS-U (4x4)", 63990, 1],
        ["X-TERRAIN (4x4)", 72990, 1],
      ],
    ),
    model(
      ["D-MAX", "RG", 2020, "Cab Chassis", "2D Cab Chassis"],
      { seats: 3, size: [5160, 1860, 1785], tank: 76, tow: 3500, ancap: 5, pop: 3 },
      [pt("D", 2999, 4, "M6", "4WD", 8.2, 450), pt("D", 2999, 4, "A6", "4WD", 8.0, 450)],
      [
        ["SX (4x4)", 49990],
        ["SX Auto (4x4)", 52490, 1],
      ],
    ),
    model(
      ["MU-X", "RJ", 2021, "SUV", "4D Wagon"],
      { seats: 7, size: [4850, 1870, 1825], tank: 80, tow: 3500, ancap: 5, pop: 4 },
      [pt("D", 1898, 4, "A6", "RWD", 7.5, 360), pt("D", 2999, 4, "A6", "4WD", 8.3, 450)],
      [
        ["LS-M", 52990],
        ["LS-U (4x4)", 63990, 1],
        ["LS-T (4x4)", 70990, 1],
      ],
    ),
  ],
};
