import { type CarMake, ev, model, pt } from "../car-model.ts";

export const ford: CarMake = {
  make: "Ford",
  wmi: "MNA",
  keep: 0.87,
  models: [
    model(
      ["Ranger", "PY", 2022, "Ute", "4D Double Cab Pick Up"],
      { seats: 5, size: [5370, 1918, 1884], tank: 80, tow: 3500, ancap: 5, pop: 12, keep: 0.9 },
      [
        pt("D", 1996, 4, "A6", "RWD", 7.3, 405),
        pt("D", 1996, 4, "A10", "4WD", 7.6, 500),
        pt("D", 2993, 6, "A10", "4WD", 8.4, 600),
        pt("PT", 2956, 6, "A10", "4WD", 12.4, 583),
      ],
      [
        ["XL (4x2)", 44990],
        ["XLS (4x4)", 58990, 1],
        ["XLT (4x4)", 65990, 1],
        ["Sport (4x4)", 69990, 2],
        ["Wildtrak (4x4)", 76990, 2],
        ["Platinum (4x4)", 82990, 2],
        ["Raptor (4x4)", 94990, 3],
      ],
    ),
    model(
      ["Ranger", "PX MkIII", 2018, "Ute", "4D Double Cab Pick Up"],
      { seats: 5, size: [5446, 1850, 1848], tank: 80, tow: 3500, ancap: 5, until: 2022, keep: 0.9 },
      [pt("D", 3198, 5, "A6", "4WD", 8.9, 470), pt("D", 1996, 4, "A10", "4WD", 7.4, 500)],
      [
        ["XL (4x4)", 51990],
        ["XLT (4x4)", 59990],
        ["Wildtrak (4x4)", 66990, 1],
      ],
    ),
    model(
      ["Ranger", "PY", 2022, "Cab Chassis", "2D Cab Chassis"],
      { seats: 3, size: [5290, 1918, 1849], tank: 80, tow: 3500, ancap: 5, pop: 3 },
      [pt("D", 1996, 4, "A6", "RWD", 7.5, 405), pt("D", 1996, 4, "A10", "4WD", 7.8, 500)],
      [
        ["XL (4x2)", 41990],
        ["XL (4x4)", 52990, 1],
      ],
    ),
    model(
      ["Everest", "UB", 2022, "SUV", "4D Wagon"],
      { seats: 7, size: [4914, 1923, 1842], tank: 80, tow: 3500, ancap: 5, pop: 4 },
      [pt("D", 1996, 4, "A10", "RWD", 7.1, 500), pt("D", 2993, 6, "A10", "4WD", 8.6, 600)],
      [
        ["Ambiente (4x2)", 59990],
        ["Trend (4x4)", 71990, 1],
        ["Platinum (4x4)", 87990, 1],
      ],
    ),
    model(
      ["Mustang", "S650", 2024, "Coupe", "2D Fastback"],
      { seats: 4, size: [4811, 1916, 1402], tank: 61, pop: 0.6 },
      [pt("PT", 2264, 4, "A10", "RWD", 10.1, 475), pt("P", 5038, 8, "M6", "RWD", 13.4, 567)],
      [
        ["EcoBoost", 72990],
        ["GT", 89990, 1],
      ],
    ),
    model(
      ["Mustang", "FN", 2018, "Convertible", "2D Convertible"],
      { seats: 4, size: [4794, 1916, 1395], tank: 61, until: 2023, pop: 0.3 },
      [pt("P", 5038, 8, "A10", "RWD", 13.3, 556)],
      [["GT", 81990]],
    ),
    model(
      ["Puma", "JK", 2020, "SUV", "4D Wagon"],
      { seats: 5, size: [4207, 1805, 1537], tank: 42, tow: 1200, ancap: 5, pop: 2 },
      [pt("PT", 999, 3, "DCT7", "FWD", 5.3, 170)],
      [
        ["", 34990],
        ["ST-Line", 37990],
        ["ST-Line V", 41990],
      ],
    ),
    model(
      ["Escape", "ZH", 2020, "SUV", "4D Wagon"],
      { seats: 5, size: [4614, 1882, 1666], tank: 54, tow: 2000, ancap: 5, pop: 2 },
      [pt("PT", 1999, 4, "A8", "FWD", 8.2, 373), pt("PH", 2488, 4, "CVT", "FWD", 1.5, 210)],
      [
        ["", 42990],
        ["ST-Line", 46990],
        ["PHEV", 59990, 1],
      ],
    ),
    model(
      ["Transit Custom", "VN", 2024, "Van", "4D Van"],
      { seats: 3, size: [5050, 2032, 1972], tank: 70, tow: 2800, ancap: 5, pop: 2 },
      [pt("D", 1996, 4, "A8", "FWD", 7.6, 390)],
      [
        ["Trend SWB", 58990],
        ["Trend LWB", 61990],
        ["Sport LWB", 71990],
      ],
    ),
    model(
      ["Mustang Mach-E", "CX727", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4713, 1881, 1624], tow: 750, ancap: 5, pop: 0.5, keep: 0.78 },
      [ev("RWD", 430), ev("AWD", 860)],
      [
        ["Select", 72990],
        ["Premium", 84990, 1],
        ["GT", 99990, 1],
      ],
    ),
    model(
      ["Focus", "SA", 2019, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4378, 1825, 1471], tank: 52, tow: 1200, ancap: 5, until: 2022 },
      [pt("PT", 1497, 3, "A8", "FWD", 6.4, 240), pt("PT", 2261, 4, "A7", "FWD", 8.1, 420)],
      [
        ["Trend", 28990],
        ["ST-Line", 31990],
        ["ST", 47990, 1],
      ],
    ),
  ],
};

export const tesla: CarMake = {
  make: "Tesla",
  wmi: "LRW",
  usedOnly: true,
  keep: 0.82,
  models: [
    model(
      ["Model 3", "Highland", 2019, "Sedan", "4D Sedan"],
      { seats: 5, size: [4720, 1850, 1441], tow: 1000, ancap: 5, pop: 5 },
      [ev("RWD", 420), ev("AWD", 493)],
      [
        ["Rear-Wheel Drive", 61990],
        ["Long Range AWD", 72990, 1],
        ["Performance AWD", 82990, 1],
      ],
    ),
    model(
      ["Model Y", "Juniper", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4751, 1921, 1624], tow: 1600, ancap: 5, pop: 6 },
      [ev("RWD", 420), ev("AWD", 493)],
      [
        ["Rear-Wheel Drive", 63990],
        ["Long Range AWD", 74990, 1],
        ["Performance AWD", 84990, 1],
      ],
    ),
  ],
};

export const holden: CarMake = {
  make: "Holden",
  wmi: "6G1",
  usedOnly: true,
  keep: 0.86,
  models: [
    model(
      ["Commodore", "VF II", 2015, "Sedan", "4D Sedan"],
      { seats: 5, size: [4964, 1898, 1471], tank: 71, tow: 2100, ancap: 5, until: 2017, pop: 3 },
      [pt("P", 3564, 6, "A6", "RWD", 9.0, 350), pt("P", 6162, 8, "A6", "RWD", 12.9, 570)],
      [
        ["Evoke", 39990],
        ["SV6", 44990],
        ["SS", 51990, 1],
        ["SS-V Redline", 58990, 1],
      ],
    ),
    model(
      ["Commodore", "ZB", 2018, "Sedan", "5D Liftback"],
      { seats: 5, size: [4897, 1863, 1455], tank: 62, tow: 1800, ancap: 5, until: 2020 },
      [pt("PT", 1998, 4, "A9", "FWD", 7.6, 350), pt("P", 3649, 6, "A9", "AWD", 9.1, 381)],
      [
        ["LT", 36990],
        ["RS", 40990],
        ["VXR", 57990, 1],
      ],
    ),
    model(
      ["Colorado", "RG", 2017, "Ute", "4D Crew Cab Pickup"],
      { seats: 5, size: [5361, 1872, 1800], tank: 76, tow: 3500, ancap: 5, until: 2020, pop: 4 },
      [pt("D", 2776, 4, "A6", "4WD", 8.7, 500)],
      [
        ["LS (4x4)", 47990],
        ["LTZ (4x4)", 55990],
        ["Z71 (4x4)", 58990],
      ],
    ),
    model(
      ["Trax", "TJ", 2013, "SUV", "4D Wagon"],
      { seats: 5, size: [4248, 1776, 1674], tank: 53, tow: 1200, ancap: 5, until: 2020 },
      [pt("PT", 1364, 4, "A6", "FWD", 6.7, 200)],
      [
        ["LS", 26990],
        ["LTZ", 31990],
      ],
    ),
  ],
};

export const jeep: CarMake = {
  make: "Jeep",
  wmi: "1C4",
  keep: 0.84,
  models: [
    model(
      ["Wrangler", "JL", 2018, "SUV", "4D Hardtop"],
      { seats: 5, size: [4882, 1894, 1838], tank: 81, tow: 2495, ancap: 1, pop: 1 },
      [pt("PT", 1995, 4, "A8", "4WD", 9.6, 400)],
      [
        ["Sport S", 79990],
        ["Rubicon", 91990],
      ],
    ),
    model(
      ["Grand Cherokee", "WL", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4914, 1968, 1792], tank: 87, tow: 2812, pop: 1 },
      [pt("P", 3604, 6, "A8", "4WD", 10.9, 344)],
      [
        ["Night Eagle", 84990],
        ["Limited", 92990],
        ["Summit Reserve", 114990],
      ],
    ),
    model(
      ["Compass", "M6", 2017, "SUV", "4D Wagon"],
      { seats: 5, size: [4394, 1819, 1640], tank: 60, tow: 1400, ancap: 5, pop: 0.7 },
      [pt("PT", 1332, 4, "DCT6", "FWD", 6.1, 270)],
      [
        ["Night Eagle", 44990],
        ["Limited", 52990],
      ],
    ),
  ],
};

export const ram: CarMake = {
  make: "RAM",
  wmi: "1C6",
  keep: 0.88,
  models: [
    model(
      ["1500", "DT", 2021, "Ute", "4D Crew Cab Pickup"],
      { seats: 5, size: [5916, 2085, 1971], tank: 98, tow: 4500, pop: 1 },
      [pt("P", 5654, 8, "A8", "4WD", 12.2, 556), pt("PT", 2998, 6, "A8", "4WD", 12.5, 707)],
      [
        ["Big Horn", 104990],
        ["Laramie", 129990],
        ["Limited", 154990, 1],
      ],
    ),
  ],
};
