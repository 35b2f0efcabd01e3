import { type CarMake, ev, model, pt } from "../car-model.ts";

export const hyundai: CarMake = {
  make: "Hyundai",
  wmi: "KMH",
  certified: true,
  keep: 0.87,
  models: [
    model(
      ["i30", "PD", 2017, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4340, 1795, 1455], tank: 50, tow: 1300, ancap: 5, pop: 6 },
      [pt("P", 1999, 4, "A6", "FWD", 7.4, 192), pt("PT", 1591, 4, "DCT7", "FWD", 7.2, 265)],
      [
        ["", 30990],
        ["Active", 33990],
        ["Elite", 36990],
        ["N Line Premium", 42990, 1],
      ],
    ),
    model(
      ["i30", "CN7", 2021, "Sedan", "4D Sedan"],
      { seats: 5, size: [4680, 1825, 1415], tank: 47, tow: 1200, ancap: 5, pop: 3 },
      [pt("P", 1999, 4, "CVT", "FWD", 6.1, 196), pt("H", 1580, 4, "DCT6", "FWD", 3.9, 265)],
      [
        ["", 32990],
        ["Active", 35990],
        ["Hybrid", 36990, 1],
        ["Elite", 38990],
      ],
    ),
    model(
      ["i30 N", "PDe", 2018, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4335, 1795, 1447], tank: 50, ancap: 5, pop: 0.7 },
      [pt("PT", 1998, 4, "M6", "FWD", 8.5, 392), pt("PT", 1998, 4, "DCT8", "FWD", 8.5, 392)],
      [
        ["N", 51990],
        ["N Premium", 55990, 1],
      ],
    ),
    model(
      ["Venue", "QX", 2019, "SUV", "4D Wagon"],
      { seats: 5, size: [4040, 1770, 1592], tank: 45, tow: 800, ancap: 3, pop: 3 },
      [pt("P", 1598, 4, "A6", "FWD", 7.0, 151)],
      [
        ["", 26990],
        ["Active", 28990],
        ["Elite", 31990],
      ],
    ),
    model(
      ["Kona", "SX2", 2023, "SUV", "4D Wagon"],
      { seats: 5, size: [4350, 1825, 1580], tank: 47, tow: 1300, ancap: 5, pop: 4 },
      [
        pt("P", 1999, 4, "CVT", "FWD", 6.6, 180),
        pt("H", 1580, 4, "DCT6", "FWD", 3.9, 265),
        ev("FWD", 255),
      ],
      [
        ["", 36990],
        ["Hybrid", 41990, 1],
        ["Electric", 57990, 2],
        ["Premium Hybrid", 48990, 1],
      ],
    ),
    model(
      ["Tucson", "NX4", 2021, "SUV", "4D Wagon"],
      { seats: 5, size: [4630, 1865, 1665], tank: 54, tow: 1650, ancap: 5, pop: 7 },
      [pt("P", 1999, 4, "A6", "FWD", 8.1, 192), pt("D", 1998, 4, "A8", "AWD", 6.3, 416)],
      [
        ["", 40990],
        ["Elite", 46990],
        ["Highlander", 55990],
        ["Highlander N Line", 59990, 1],
      ],
    ),
    model(
      ["Santa Fe", "MX5", 2024, "SUV", "4D Wagon"],
      { seats: 7, size: [4830, 1900, 1770], tank: 67, tow: 1650, ancap: 5, pop: 3 },
      [pt("PT", 2497, 4, "DCT8", "AWD", 9.8, 422), pt("H", 1598, 4, "A6", "AWD", 5.8, 367)],
      [
        ["", 56990],
        ["Elite Hybrid", 66990, 1],
        ["Calligraphy Hybrid", 79990, 1],
      ],
    ),
    model(
      ["Santa Fe", "TM", 2018, "SUV", "4D Wagon"],
      { seats: 7, size: [4785, 1900, 1685], tank: 71, tow: 2500, ancap: 5, until: 2023 },
      [pt("D", 2151, 4, "DCT8", "AWD", 6.1, 440)],
      [
        ["Active", 50990],
        ["Elite", 57990],
        ["Highlander", 64990],
      ],
    ),
    model(
      ["Palisade", "LX2", 2021, "SUV", "4D Wagon"],
      { seats: 8, size: [4995, 1975, 1750], tank: 71, tow: 2200, pop: 1 },
      [pt("D", 2199, 4, "A8", "AWD", 7.3, 440)],
      [
        ["Elite", 68990],
        ["Highlander", 79990],
      ],
    ),
    model(
      ["Staria", "US4", 2021, "Van", "4D Van"],
      { seats: 3, size: [5253, 1997, 1990], tank: 75, tow: 2500, pop: 2 },
      [pt("D", 2199, 4, "A8", "RWD", 8.7, 430)],
      [
        ["Load", 51990],
        ["Load Crew", 55990],
      ],
    ),
    model(
      ["IONIQ 5", "NE", 2021, "SUV", "4D Wagon"],
      { seats: 5, size: [4635, 1890, 1605], tow: 1600, ancap: 5, pop: 2, keep: 0.82 },
      [ev("RWD", 350), ev("AWD", 605)],
      [
        ["Dynamiq", 66990],
        ["Techniq", 74990, 1],
        ["Epiq", 83990, 1],
      ],
    ),
    model(
      ["IONIQ 6", "CE", 2022, "Sedan", "4D Sedan"],
      { seats: 5, size: [4855, 1880, 1495], tow: 1600, ancap: 5, pop: 1, keep: 0.82 },
      [ev("RWD", 350), ev("AWD", 605)],
      [
        ["Dynamiq", 68990],
        ["Techniq", 77990, 1],
        ["Epiq", 86990, 1],
      ],
    ),
  ],
};

export const kia: CarMake = {
  make: "Kia",
  wmi: "KNA",
  certified: true,
  keep: 0.87,
  models: [
    model(
      ["Picanto", "JA", 2017, "Hatch", "5D Hatchback"],
      { seats: 4, size: [3595, 1595, 1485], tank: 35, ancap: 3, pop: 3 },
      [pt("P", 1248, 4, "A4", "FWD", 5.8, 122)],
      [
        ["S", 20990],
        ["GT-Line", 23990],
      ],
    ),
    model(
      ["Rio", "YB", 2017, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4065, 1725, 1450], tank: 45, tow: 900, until: 2023 },
      [pt("P", 1368, 4, "CVT", "FWD", 5.4, 133)],
      [
        ["S", 22990],
        ["Sport", 24990],
        ["GT-Line", 28990],
      ],
    ),
    model(
      ["Cerato", "BD", 2018, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4510, 1800, 1450], tank: 50, tow: 1100, ancap: 5, pop: 3, until: 2024 },
      [pt("P", 1999, 4, "A6", "FWD", 7.4, 192), pt("PT", 1591, 4, "DCT7", "FWD", 6.8, 265)],
      [
        ["S", 28990],
        ["Sport", 31990],
        ["Sport+", 34990],
        ["GT", 39990, 1],
      ],
    ),
    model(
      ["Cerato", "BD", 2018, "Sedan", "4D Sedan"],
      { seats: 5, size: [4640, 1800, 1440], tank: 50, tow: 1100, ancap: 5, pop: 2, until: 2024 },
      [pt("P", 1999, 4, "A6", "FWD", 7.4, 192)],
      [
        ["S", 28990],
        ["Sport", 31990],
        ["Sport+", 34990],
      ],
    ),
    model(
      ["K4", "CL4", 2025, "Sedan", "4D Sedan"],
      { seats: 5, size: [4710, 1850, 1420], tank: 47, tow: 1200, ancap: 5, pop: 2 },
      [pt("P", 1999, 4, "CVT", "FWD", 6.8, 179), pt("PT", 1598, 4, "A8", "FWD", 7.0, 265)],
      [
        ["S", 32990],
        ["Sport", 36990],
        ["GT-Line", 44990, 1],
      ],
    ),
    model(
      ["Stonic", "YB", 2021, "SUV", "4D Wagon"],
      { seats: 5, size: [4140, 1760, 1520], tank: 45, tow: 1110, pop: 2 },
      [pt("P", 1368, 4, "CVT", "FWD", 5.6, 133), pt("PT", 998, 3, "DCT7", "FWD", 5.4, 172)],
      [
        ["S", 27990],
        ["Sport", 29990],
        ["GT-Line", 34990, 1],
      ],
    ),
    model(
      ["Seltos", "SP2", 2020, "SUV", "4D Wagon"],
      { seats: 5, size: [4385, 1800, 1615], tank: 50, tow: 1300, ancap: 5, pop: 4 },
      [pt("P", 1999, 4, "CVT", "FWD", 6.8, 180), pt("PT", 1598, 4, "DCT7", "AWD", 7.6, 265)],
      [
        ["S", 31990],
        ["Sport", 34990],
        ["Sport+", 38990],
        ["GT-Line AWD", 46990, 1],
      ],
    ),
    model(
      ["Sportage", "NQ5", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4660, 1865, 1665], tank: 54, tow: 1650, ancap: 5, pop: 7 },
      [
        pt("P", 1999, 4, "A6", "FWD", 8.1, 192),
        pt("D", 1998, 4, "A8", "AWD", 6.3, 416),
        pt("H", 1598, 4, "A6", "FWD", 4.9, 350),
      ],
      [
        ["S", 38990],
        ["SX", 42990],
        ["SX+", 47990],
        ["GT-Line", 56990, 1],
        ["Hybrid GT-Line", 58990, 2],
      ],
    ),
    model(
      ["Sorento", "MQ4", 2020, "SUV", "4D Wagon"],
      { seats: 7, size: [4815, 1900, 1695], tank: 67, tow: 2000, ancap: 5, pop: 4 },
      [
        pt("P", 3470, 6, "A8", "FWD", 9.7, 332),
        pt("D", 2151, 4, "DCT8", "AWD", 6.1, 440),
        pt("PH", 1598, 4, "A6", "AWD", 1.6, 350),
      ],
      [
        ["S", 52990],
        ["Sport+", 59990, 1],
        ["GT-Line", 69990, 1],
        ["GT-Line PHEV", 81990, 2],
      ],
    ),
    model(
      ["Carnival", "KA4", 2020, "Wagon", "4D Wagon"],
      { seats: 8, size: [5155, 1995, 1775], tank: 72, tow: 2000, ancap: 5, pop: 4 },
      [pt("D", 2151, 4, "A8", "FWD", 6.5, 440), pt("H", 1598, 4, "A6", "FWD", 6.1, 367)],
      [
        ["S", 54990],
        ["Sport", 59990],
        ["Sport+", 64990],
        ["GT-Line Hybrid", 78990, 1],
      ],
    ),
    model(
      ["EV6", "CV", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4695, 1890, 1550], tow: 1600, ancap: 5, pop: 1, keep: 0.82 },
      [ev("RWD", 350), ev("AWD", 605)],
      [
        ["Air", 69990],
        ["GT-Line", 79990, 1],
        ["GT", 99990, 1],
      ],
    ),
    model(
      ["EV9", "MV", 2023, "SUV", "4D Wagon"],
      { seats: 7, size: [5010, 1980, 1780], tow: 2500, ancap: 5, pop: 0.5, keep: 0.8 },
      [ev("RWD", 350), ev("AWD", 700)],
      [
        ["Air", 99990],
        ["Earth", 112990, 1],
        ["GT-Line", 127990, 1],
      ],
    ),
    model(
      ["Tasman", "TK", 2025, "Ute", "4D Double Cab Pick Up"],
      { seats: 5, size: [5410, 1930, 1870], tank: 80, tow: 3500, ancap: 5, pop: 2 },
      [pt("D", 2151, 4, "A6", "RWD", 8.0, 441), pt("D", 2151, 4, "A8", "4WD", 8.4, 441)],
      [
        ["S (4x2)", 47990],
        ["SX (4x4)", 61990, 1],
        ["X-Line (4x4)", 72990, 1],
      ],
    ),
  ],
};
