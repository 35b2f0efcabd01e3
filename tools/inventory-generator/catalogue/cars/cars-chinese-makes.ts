import { type CarMake, ev, model, pt } from "../car-model.ts";

export const mg: CarMake = {
  make: "MG",
  wmi: "LSJ",
  keep: 0.84,
  models: [
    model(
      ["ZS", "AZS1", 2017, "SUV", "4D Wagon"],
      { seats: 5, size: [4323, 1809, 1653], tank: 48, tow: 500, ancap: 4, pop: 6 },
      [pt("P", 1498, 4, "CVT", "FWD", 6.9, 141), pt("H", 1498, 4, "A3", "FWD", 4.7, 250)],
      [
        ["Excite", 25990],
        ["Essence", 29990],
        ["Hybrid+ Excite", 31990, 1],
        ["Hybrid+ Essence", 34990, 1],
      ],
    ),
    model(
      ["ZS EV", "AZS1", 2021, "SUV", "4D Wagon"],
      { seats: 5, size: [4323, 1809, 1649], ancap: 5, pop: 2, keep: 0.78 },
      [ev("FWD", 280)],
      [
        ["Excite", 40990],
        ["Essence Long Range", 48990],
      ],
    ),
    model(
      ["MG3", "SZP1", 2018, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4113, 1797, 1502], tank: 36, ancap: 3, pop: 5 },
      [pt("P", 1498, 4, "CVT", "FWD", 6.0, 142), pt("H", 1498, 4, "A3", "FWD", 4.4, 250)],
      [
        ["Core", 21990],
        ["Vibe", 23990],
        ["Hybrid+ Excite", 27990, 1],
        ["Hybrid+ Essence", 30990, 1],
      ],
    ),
    model(
      ["HS", "SAS23", 2019, "SUV", "4D Wagon"],
      { seats: 5, size: [4610, 1876, 1664], tank: 55, tow: 1500, ancap: 5, pop: 4 },
      [pt("PT", 1490, 4, "DCT7", "FWD", 7.3, 250), pt("PH", 1490, 4, "A10", "FWD", 1.7, 480)],
      [
        ["Vibe", 32990],
        ["Excite", 35990],
        ["Essence", 40990],
        ["Essence PHEV", 49990, 1],
      ],
    ),
    model(
      ["MG4", "EH32", 2023, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4287, 1836, 1504], tow: 500, ancap: 5, pop: 3, keep: 0.78 },
      [ev("RWD", 250), ev("AWD", 600)],
      [
        ["Excite 51", 37990],
        ["Essence 64", 45990],
        ["XPOWER", 59990, 1],
      ],
    ),
  ],
};

export const byd: CarMake = {
  make: "BYD",
  wmi: "LGX",
  keep: 0.8,
  models: [
    model(
      ["Atto 3", "SC2", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4455, 1875, 1615], tow: 750, ancap: 5, pop: 5 },
      [ev("FWD", 310)],
      [
        ["Standard Range", 46990],
        ["Extended Range", 50990],
      ],
    ),
    model(
      ["Dolphin", "EA1", 2023, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4290, 1770, 1570], ancap: 5, pop: 3 },
      [ev("FWD", 290)],
      [
        ["Dynamic", 36990],
        ["Premium", 43990],
      ],
    ),
    model(
      ["Seal", "EK", 2023, "Sedan", "4D Sedan"],
      { seats: 5, size: [4800, 1875, 1460], ancap: 5, pop: 3 },
      [ev("RWD", 360), ev("AWD", 670)],
      [
        ["Dynamic", 55990],
        ["Premium", 62990],
        ["Performance", 71990, 1],
      ],
    ),
    model(
      ["Sealion 6", "SC3", 2024, "SUV", "4D Wagon"],
      { seats: 5, size: [4775, 1890, 1670], tank: 60, tow: 750, ancap: 5, pop: 3 },
      [pt("PH", 1498, 4, "R1", "FWD", 1.1, 300), pt("PH", 1498, 4, "R1", "AWD", 1.2, 550)],
      [
        ["Dynamic", 47990],
        ["Premium", 54990, 1],
      ],
    ),
    model(
      ["Shark 6", "SUT", 2025, "Ute", "4D Double Cab Pick Up"],
      { seats: 5, size: [5457, 1971, 1925], tank: 60, tow: 2500, ancap: 5, pop: 2 },
      [pt("PH", 1498, 4, "R1", "4WD", 2.0, 650)],
      [["Premium", 59990]],
    ),
  ],
};

export const gwm: CarMake = {
  make: "GWM",
  wmi: "LGW",
  keep: 0.85,
  models: [
    model(
      ["Cannon", "NPW", 2020, "Ute", "4D Double Cab Pick Up"],
      { seats: 5, size: [5410, 1934, 1886], tank: 78, tow: 3500, ancap: 5, pop: 4 },
      [pt("D", 2398, 4, "A9", "4WD", 8.5, 480)],
      [
        ["", 44990],
        ["Lux (4x4)", 49990],
        ["Ultra (4x4)", 53990],
      ],
    ),
    model(
      ["Tank 300", "P01", 2023, "SUV", "4D Wagon"],
      { seats: 5, size: [4760, 1930, 1903], tank: 80, tow: 2500, ancap: 5, pop: 1 },
      [pt("PT", 1967, 4, "A8", "4WD", 9.5, 380), pt("H", 1967, 4, "A9", "4WD", 8.4, 648)],
      [
        ["Lux", 50990],
        ["Ultra", 55990],
        ["Ultra Hybrid", 62990, 1],
      ],
    ),
    model(
      ["Ora", "ES11", 2022, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4235, 1825, 1603], ancap: 5, pop: 1, keep: 0.75 },
      [ev("FWD", 250)],
      [
        ["Standard Range", 38990],
        ["Extended Range", 44990],
      ],
    ),
  ],
};

export const haval: CarMake = {
  make: "Haval",
  wmi: "LGW",
  keep: 0.84,
  models: [
    model(
      ["Jolion", "A01", 2021, "SUV", "4D Wagon"],
      { seats: 5, size: [4472, 1841, 1574], tank: 55, tow: 1200, ancap: 5, pop: 5 },
      [pt("PT", 1497, 4, "DCT7", "FWD", 8.1, 210), pt("H", 1497, 4, "DCT2", "FWD", 5.0, 375)],
      [
        ["Premium", 29990],
        ["Lux", 32990],
        ["Ultra", 35990],
        ["Ultra Hybrid", 39990, 1],
      ],
    ),
    model(
      ["H6", "B01", 2021, "SUV", "4D Wagon"],
      { seats: 5, size: [4653, 1886, 1730], tank: 61, tow: 2000, ancap: 5, pop: 3 },
      [pt("PT", 1967, 4, "DCT7", "FWD", 7.4, 325), pt("H", 1497, 4, "DCT2", "FWD", 5.2, 530)],
      [
        ["Lux", 36990],
        ["Ultra", 40990],
        ["Ultra Hybrid", 47990, 1],
      ],
    ),
  ],
};

export const ldv: CarMake = {
  make: "LDV",
  wmi: "LSF",
  keep: 0.83,
  models: [
    model(
      ["T60 Max", "SK8C", 2021, "Ute", "4D Double Cab Pick Up"],
      { seats: 5, size: [5365, 1900, 1809], tank: 75, tow: 3500, ancap: 5, pop: 3 },
      [pt("D", 1996, 4, "A8", "4WD", 8.8, 500)],
      [
        ["Pro (4x4)", 42990],
        ["Plus (4x4)", 47990],
        ["Luxe (4x4)", 51990],
      ],
    ),
    model(
      ["Deliver 9", "SV8", 2020, "Van", "4D Van"],
      { seats: 3, size: [5546, 2040, 2400], tank: 80, tow: 2800, pop: 2 },
      [pt("D", 1996, 4, "M6", "FWD", 9.5, 375), pt("D", 1996, 4, "A6", "FWD", 9.3, 375)],
      [
        ["LWB Mid Roof", 56990],
        ["LWB High Roof Auto", 61990, 1],
      ],
    ),
    model(
      ["G10", "SV7A", 2015, "Van", "4D Van"],
      { seats: 2, size: [5168, 1980, 1928], tank: 75, tow: 1500, pop: 1 },
      [pt("D", 1996, 4, "A6", "RWD", 9.2, 375)],
      [["Plus", 38990]],
    ),
  ],
};

export const chery: CarMake = {
  make: "Chery",
  wmi: "LVV",
  keep: 0.8,
  models: [
    model(
      ["Omoda 5", "T19C", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4400, 1830, 1588], tank: 51, tow: 1200, ancap: 5, pop: 3 },
      [pt("PT", 1598, 4, "DCT7", "FWD", 6.9, 275), ev("FWD", 340)],
      [
        ["BX", 29990],
        ["EX", 33990],
        ["E5 BEV", 44990, 1],
      ],
    ),
    model(
      ["Tiggo 7 Pro", "T1E", 2023, "SUV", "4D Wagon"],
      { seats: 5, size: [4500, 1842, 1746], tank: 51, tow: 1500, ancap: 5, pop: 2 },
      [pt("PT", 1598, 4, "DCT7", "FWD", 7.5, 290), pt("PH", 1498, 4, "R1", "FWD", 1.3, 525)],
      [
        ["Urban", 31990],
        ["Ultimate", 35990],
        ["Super Hybrid", 44990, 1],
      ],
    ),
  ],
};
