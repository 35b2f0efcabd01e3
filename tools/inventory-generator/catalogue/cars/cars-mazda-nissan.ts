import { type CarMake, ev, model, pt } from "../car-model.ts";

export const mazda: CarMake = {
  make: "Mazda",
  wmi: "JM0",
  certified: true,
  models: [
    model(
      ["2", "DJ Series", 2015, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4065, 1695, 1495], tank: 44, ancap: 4, pop: 2 },
      [pt("P", 1496, 4, "A6", "FWD", 5.3, 144)],
      [
        ["G15 Pure", 25990],
        ["G15 Evolve", 27990],
        ["G15 GT", 30990],
      ],
    ),
    model(
      ["3", "BP Series", 2019, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4460, 1795, 1435], tank: 51, tow: 1200, ancap: 5, pop: 5 },
      [pt("P", 1998, 4, "A6", "FWD", 6.2, 200), pt("P", 2488, 4, "A6", "FWD", 6.6, 252)],
      [
        ["G20 Pure", 32990],
        ["G20 Evolve", 35990],
        ["G25 GT", 40990, 1],
        ["G25 Astina", 45990, 1],
      ],
    ),
    model(
      ["3", "BP Series", 2019, "Sedan", "4D Sedan"],
      { seats: 5, size: [4660, 1795, 1440], tank: 51, tow: 1200, ancap: 5, pop: 1 },
      [pt("P", 1998, 4, "A6", "FWD", 6.1, 200), pt("P", 2488, 4, "A6", "FWD", 6.6, 252)],
      [
        ["G20 Evolve", 35990],
        ["G25 GT", 40990, 1],
        ["G25 Astina", 45990, 1],
      ],
    ),
    model(
      ["CX-3", "DK Series", 2016, "SUV", "4D Wagon"],
      { seats: 5, size: [4275, 1765, 1535], tank: 48, tow: 1200, ancap: 5, pop: 3 },
      [pt("P", 1998, 4, "A6", "FWD", 6.3, 195)],
      [
        ["G20 Pure", 30990],
        ["G20 Evolve", 32990],
        ["G20 Akari", 38990],
      ],
    ),
    model(
      ["CX-30", "DM Series", 2020, "SUV", "4D Wagon"],
      { seats: 5, size: [4395, 1795, 1540], tank: 51, tow: 1200, ancap: 5, pop: 4 },
      [pt("P", 1998, 4, "A6", "FWD", 6.4, 200), pt("P", 2488, 4, "A6", "AWD", 6.8, 252)],
      [
        ["G20 Pure", 34990],
        ["G20 Evolve", 37990],
        ["G25 Touring", 42990, 1],
        ["G25 Astina", 48990, 1],
      ],
    ),
    model(
      ["CX-5", "KF Series", 2017, "SUV", "4D Wagon"],
      { seats: 5, size: [4575, 1845, 1680], tank: 58, tow: 1800, ancap: 5, pop: 9 },
      [pt("P", 1998, 4, "A6", "FWD", 6.9, 200), pt("P", 2488, 4, "A6", "AWD", 7.4, 252)],
      [
        ["Maxx", 37990],
        ["Maxx Sport", 42990, 1],
        ["Touring", 46990, 1],
        ["GT SP", 52990, 1],
        ["Akera", 56990, 1],
      ],
    ),
    model(
      ["CX-60", "KH Series", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4745, 1890, 1680], tank: 58, tow: 2500, ancap: 5, pop: 1 },
      [pt("P", 2488, 4, "A8", "AWD", 7.4, 261), pt("D", 3283, 6, "A8", "AWD", 4.9, 550)],
      [
        ["G40e Evolve", 64990],
        ["D50e GT", 72990, 1],
        ["D50e Azami", 80990, 1],
      ],
    ),
    model(
      ["CX-8", "KG Series", 2018, "SUV", "4D Wagon"],
      { seats: 7, size: [4900, 1840, 1730], tank: 72, tow: 2000, ancap: 5, until: 2025 },
      [pt("P", 2488, 4, "A6", "FWD", 8.1, 252), pt("D", 2191, 4, "A6", "AWD", 6.0, 450)],
      [
        ["G25 Sport", 45990],
        ["D35 Touring", 55990, 1],
        ["D35 Asaki", 67990, 1],
      ],
    ),
    model(
      ["CX-9", "TC Series", 2016, "SUV", "4D Wagon"],
      { seats: 7, size: [5075, 1969, 1747], tank: 74, tow: 2000, ancap: 5, until: 2023 },
      [pt("PT", 2488, 4, "A6", "AWD", 9.0, 420)],
      [
        ["Sport", 50990],
        ["Touring", 58990],
        ["Azami", 70990],
      ],
    ),
    model(
      ["CX-90", "KK Series", 2023, "SUV", "4D Wagon"],
      { seats: 8, size: [5120, 1994, 1733], tank: 74, tow: 2500, ancap: 5, pop: 1 },
      [pt("PT", 3283, 6, "A8", "AWD", 8.2, 450), pt("D", 3283, 6, "A8", "AWD", 5.4, 550)],
      [
        ["G50e Touring", 80990],
        ["D50e GT", 88990, 1],
        ["D50e Azami", 97990, 1],
      ],
    ),
    model(
      ["BT-50", "TF Series", 2020, "Ute", "4D Dual Cab Utility"],
      { seats: 5, size: [5280, 1870, 1810], tank: 76, tow: 3500, ancap: 5, pop: 5, keep: 0.9 },
      [pt("D", 1898, 4, "A6", "RWD", 7.7, 350), pt("D", 2999, 4, "A6", "4WD", 8.0, 450)],
      [
        ["XS (4x2)", 45990],
        ["XT (4x4)", 59990, 1],
        ["GT (4x4)", 67990, 1],
        ["Thunder (4x4)", 74990, 1],
      ],
    ),
    model(
      ["MX-5", "ND Series", 2015, "Convertible", "2D Roadster"],
      { seats: 2, size: [3915, 1735, 1235], tank: 45, ancap: 5, pop: 1 },
      [pt("P", 1998, 4, "M6", "RWD", 6.8, 205), pt("P", 1998, 4, "A6", "RWD", 7.1, 205)],
      [
        ["Roadster", 46990],
        ["Roadster GT", 51990, 1],
      ],
    ),
  ],
};

export const nissan: CarMake = {
  make: "Nissan",
  wmi: "JN1",
  certified: true,
  models: [
    model(
      ["X-Trail", "T33", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4680, 1840, 1725], tank: 55, tow: 2000, ancap: 5, pop: 6 },
      [pt("P", 2488, 4, "CVT", "FWD", 7.4, 244), pt("H", 1497, 3, "R1", "AWD", 6.1, 525)],
      [
        ["ST", 41990],
        ["ST-L", 48990],
        ["Ti e-Power e-4ORCE", 60990, 1],
        ["Ti-L e-Power", 65990, 1],
      ],
    ),
    model(
      ["X-Trail", "T32", 2014, "SUV", "4D Wagon"],
      { seats: 5, size: [4690, 1820, 1740], tank: 60, tow: 1500, ancap: 5, until: 2022 },
      [pt("P", 2488, 4, "CVT", "AWD", 8.3, 226)],
      [
        ["ST", 33990],
        ["ST-L", 41990],
        ["Ti", 46990],
      ],
    ),
    model(
      ["Qashqai", "J12", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4425, 1835, 1625], tank: 55, tow: 1500, ancap: 5, pop: 4 },
      [pt("PT", 1332, 4, "CVT", "FWD", 6.1, 250), pt("H", 1497, 3, "R1", "FWD", 5.3, 330)],
      [
        ["ST", 37990],
        ["ST+", 41990],
        ["Ti", 49990],
        ["Ti e-Power", 55990, 1],
      ],
    ),
    model(
      ["Navara", "D23", 2015, "Ute", "4D Dual Cab Utility"],
      { seats: 5, size: [5255, 1850, 1840], tank: 80, tow: 3500, ancap: 5, pop: 4 },
      [pt("D", 2298, 4, "A7", "RWD", 7.5, 450), pt("D", 2298, 4, "A7", "4WD", 8.1, 450)],
      [
        ["SL (4x2)", 44990],
        ["ST (4x4)", 56990, 1],
        ["ST-X (4x4)", 64990, 1],
        ["PRO-4X (4x4)", 67990, 1],
      ],
    ),
    model(
      ["Patrol", "Y62", 2013, "SUV", "4D Wagon"],
      { seats: 8, size: [5175, 1995, 1940], tank: 140, tow: 3500, pop: 2, keep: 0.92 },
      [pt("P", 5552, 8, "A7", "4WD", 14.4, 560)],
      [
        ["Ti", 91990],
        ["Ti-L", 106990],
        ["Warrior", 108990],
      ],
    ),
    model(
      ["Juke", "F16", 2020, "SUV", "4D Wagon"],
      { seats: 5, size: [4210, 1800, 1595], tank: 46, tow: 1250, ancap: 5, pop: 1 },
      [pt("PT", 999, 3, "DCT7", "FWD", 5.8, 180)],
      [
        ["ST", 32990],
        ["ST+", 35990],
        ["Ti", 40990],
      ],
    ),
    model(
      ["Pathfinder", "R53", 2022, "SUV", "4D Wagon"],
      { seats: 8, size: [5004, 1978, 1802], tank: 74, tow: 2700, ancap: 5, pop: 1 },
      [pt("P", 3498, 6, "A9", "AWD", 10.5, 381)],
      [
        ["ST", 61990],
        ["ST-L", 69990],
        ["Ti", 80990],
      ],
    ),
    model(
      ["Leaf", "ZE1", 2019, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4490, 1790, 1540], ancap: 5, pop: 1, keep: 0.8 },
      [ev("FWD", 320)],
      [
        ["", 54990],
        ["e+", 65990],
      ],
    ),
    model(
      ["Z", "RZ34", 2023, "Coupe", "2D Coupe"],
      { seats: 2, size: [4380, 1845, 1315], tank: 62, pop: 0.5 },
      [pt("PT", 2997, 6, "M6", "RWD", 10.2, 475), pt("PT", 2997, 6, "A9", "RWD", 10.0, 475)],
      [
        ["", 77990],
        ["NISMO", 99990, 1],
      ],
    ),
  ],
};
