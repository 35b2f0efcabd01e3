import { type CarMake, ev, model, pt } from "../car-model.ts";

export const toyota: CarMake = {
  make: "Toyota",
  wmi: "JTM",
  certified: true,
  keep: 0.9,
  models: [
    model(
      ["Yaris", "MXPA10R", 2020, "Hatch", "5D Hatchback"],
      { seats: 5, size: [3940, 1695, 1505], tank: 40, ancap: 5, pop: 3 },
      [pt("P", 1490, 3, "CVT", "FWD", 5.4, 145), pt("H", 1490, 3, "CVT", "FWD", 3.3, 120)],
      [
        ["Ascent Sport", 28990],
        ["SX", 31990],
        ["ZR Hybrid", 37490, 1],
      ],
    ),
    model(
      ["Yaris Cross", "MXPB10R", 2020, "SUV", "4D Wagon"],
      { seats: 5, size: [4180, 1765, 1590], tank: 42, tow: 400, ancap: 5, pop: 4 },
      [pt("P", 1490, 3, "CVT", "FWD", 5.4, 145), pt("H", 1490, 3, "CVT", "FWD", 3.8, 120)],
      [
        ["GX", 32990],
        ["GXL Hybrid", 38990, 1],
        ["Urban Hybrid", 41990, 1],
      ],
    ),
    model(
      ["Corolla", "ZWE219R", 2019, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4375, 1790, 1435], tank: 50, ancap: 5, pop: 6 },
      [pt("P", 1987, 4, "CVT", "FWD", 6.0, 205), pt("H", 1798, 4, "CVT", "FWD", 4.0, 142)],
      [
        ["Ascent Sport", 31990],
        ["Ascent Sport Hybrid", 34490, 1],
        ["SX Hybrid", 38990, 1],
        ["ZR Hybrid", 43990, 1],
      ],
    ),
    model(
      ["Corolla", "ZWE211R", 2019, "Sedan", "4D Sedan"],
      { seats: 5, size: [4630, 1780, 1435], tank: 43, ancap: 5, pop: 2 },
      [pt("H", 1798, 4, "CVT", "FWD", 3.9, 142)],
      [
        ["Ascent Sport Hybrid", 35990],
        ["SX Hybrid", 38990],
        ["ZR Hybrid", 42990],
      ],
    ),
    model(
      ["Corolla Cross", "MXGA10R", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4460, 1825, 1620], tank: 47, tow: 750, ancap: 5, pop: 5 },
      [pt("P", 1987, 4, "CVT", "FWD", 6.0, 202), pt("H", 1987, 4, "CVT", "AWD", 4.3, 190)],
      [
        ["GX", 36990],
        ["GXL Hybrid", 43990, 1],
        ["Atmos Hybrid AWD", 53990, 1],
      ],
    ),
    model(
      ["C-HR", "NGX10R", 2017, "SUV", "4D Wagon"],
      { seats: 5, size: [4360, 1795, 1565], tank: 50, tow: 600, ancap: 5, until: 2023 },
      [pt("PT", 1197, 4, "CVT", "FWD", 6.4, 185), pt("H", 1798, 4, "CVT", "FWD", 4.3, 142)],
      [
        ["GXL", 32990],
        ["Koba", 37990],
        ["Koba Hybrid", 39990, 1],
      ],
    ),
    model(
      ["Camry", "AXVH71R", 2018, "Sedan", "4D Sedan"],
      { seats: 5, size: [4885, 1840, 1445], tank: 50, tow: 1200, ancap: 5, pop: 4 },
      [pt("H", 2487, 4, "CVT", "FWD", 4.2, 221), pt("P", 2494, 4, "A8", "FWD", 6.8, 235)],
      [
        ["Ascent", 36990, 1],
        ["Ascent Hybrid", 38990],
        ["SL Hybrid", 50990],
      ],
    ),
    model(
      ["RAV4", "AXAH52R", 2019, "SUV", "4D Wagon"],
      { seats: 5, size: [4600, 1855, 1685], tank: 55, tow: 1500, ancap: 5, pop: 10 },
      [
        pt("P", 1987, 4, "CVT", "FWD", 6.5, 203),
        pt("H", 2487, 4, "CVT", "FWD", 4.7, 221),
        pt("H", 2487, 4, "CVT", "AWD", 4.8, 221),
      ],
      [
        ["GX", 38990],
        ["GX Hybrid", 42490, 1],
        ["GXL Hybrid", 47490, 1],
        ["XSE Hybrid AWD", 53990, 2],
        ["Cruiser Hybrid AWD", 56990, 2],
        ["Edge Hybrid AWD", 60990, 2],
      ],
    ),
    model(
      ["Kluger", "AXUH78R", 2021, "SUV", "4D Wagon"],
      { seats: 7, size: [4966, 1930, 1755], tank: 65, tow: 2000, ancap: 5, pop: 3 },
      [pt("H", 2487, 4, "CVT", "AWD", 5.6, 242)],
      [
        ["GX Hybrid", 62990],
        ["GXL Hybrid", 72990],
        ["Grande Hybrid", 85990],
      ],
    ),
    model(
      ["Prado", "GDJ150R", 2015, "SUV", "4D Wagon"],
      {
        seats: 7,
        size: [4995, 1885, 1890],
        tank: 150,
        tow: 3000,
        ancap: 5,
        until: 2024,
        keep: 0.93,
      },
      [pt("D", 2755, 4, "A6", "4WD", 8.0, 500)],
      [
        ["GX", 62990],
        ["GXL", 70990],
        ["VX", 81990],
        ["Kakadu", 90990],
      ],
    ),
    model(
      ["Prado", "TJA250R", 2024, "SUV", "4D Wagon"],
      { seats: 7, size: [4925, 1980, 1935], tank: 110, tow: 3500, ancap: 5, pop: 5, keep: 0.93 },
      [pt("D", 2755, 4, "A8", "4WD", 7.9, 500)],
      [
        ["GX", 76990],
        ["GXL", 84990],
        ["VX", 96990],
        ["Kakadu", 103990],
      ],
    ),
    model(
      ["LandCruiser", "FJA300R", 2021, "SUV", "4D Wagon"],
      { seats: 7, size: [4985, 1980, 1950], tank: 110, tow: 3500, ancap: 5, pop: 4, keep: 0.95 },
      [pt("D", 3346, 6, "A10", "4WD", 8.9, 700)],
      [
        ["GX", 99990],
        ["GXL", 112990],
        ["VX", 125990],
        ["Sahara", 143990],
        ["GR Sport", 148990],
      ],
    ),
    model(
      ["LandCruiser 70", "GDJ79R", 2023, "Cab Chassis", "2D Cab Chassis"],
      { seats: 3, size: [5230, 1870, 1955], tank: 130, tow: 3500, pop: 2, keep: 0.95 },
      [pt("D", 2755, 4, "A6", "4WD", 9.6, 500)],
      [
        ["Workmate", 79990],
        ["GXL", 88990],
      ],
    ),
    model(
      ["HiLux", "GUN126R", 2016, "Ute", "4D Double Cab Pick Up"],
      { seats: 5, size: [5325, 1855, 1815], tank: 80, tow: 3500, ancap: 5, pop: 12, keep: 0.92 },
      [pt("D", 2393, 4, "A6", "RWD", 7.7, 400), pt("D", 2755, 4, "A6", "4WD", 8.4, 500)],
      [
        ["Workmate (4x2)", 41990],
        ["SR (4x4)", 57990, 1],
        ["SR5 (4x4)", 65990, 1],
        ["Rogue (4x4)", 74990, 1],
        ["GR Sport (4x4)", 80990, 1],
      ],
    ),
    model(
      ["HiLux", "GUN126R", 2016, "Cab Chassis", "2D Cab Chassis"],
      { seats: 3, size: [5270, 1855, 1810], tank: 80, tow: 3500, ancap: 5, pop: 3, keep: 0.92 },
      [pt("D", 2755, 4, "M6", "4WD", 8.9, 420), pt("D", 2755, 4, "A6", "4WD", 8.4, 500)],
      [
        ["Workmate (4x4)", 50990],
        ["SR (4x4)", 56990, 1],
      ],
    ),
    model(
      ["HiAce", "GDH300R", 2019, "Van", "4D Van"],
      { seats: 3, size: [5265, 1950, 1990], tank: 70, tow: 1500, ancap: 5, pop: 3 },
      [pt("D", 2755, 4, "A6", "RWD", 8.4, 450)],
      [
        ["LWB", 52990],
        ["SLWB", 59990],
      ],
    ),
    model(
      ["Fortuner", "GUN156R", 2015, "SUV", "4D Wagon"],
      { seats: 7, size: [4795, 1855, 1835], tank: 80, tow: 3100, ancap: 5, pop: 2 },
      [pt("D", 2755, 4, "A6", "4WD", 8.6, 500)],
      [
        ["GX", 55990],
        ["GXL", 60990],
        ["Crusade", 68990],
      ],
    ),
    model(
      ["GR86", "ZN8", 2022, "Coupe", "2D Coupe"],
      { seats: 4, size: [4265, 1775, 1310], tank: 50, ancap: 5, pop: 1 },
      [pt("P", 2387, 4, "M6", "RWD", 9.5, 250), pt("P", 2387, 4, "A6", "RWD", 8.8, 250)],
      [
        ["GT", 50990],
        ["GTS", 54990, 1],
      ],
    ),
    model(
      ["GR Supra", "DB42R", 2019, "Coupe", "2D Coupe"],
      { seats: 2, size: [4379, 1854, 1292], tank: 52, pop: 1 },
      [pt("PT", 2998, 6, "A8", "RWD", 7.7, 500)],
      [["GT", 92990]],
    ),
    model(
      ["bZ4X", "XEAM10R", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4690, 1860, 1650], tow: 750, ancap: 5, pop: 1, keep: 0.83 },
      [ev("FWD", 266), ev("AWD", 337)],
      [
        ["FWD", 59990],
        ["AWD", 67990, 1],
      ],
    ),
  ],
};

export const lexus: CarMake = {
  make: "Lexus",
  wmi: "JTJ",
  certified: true,
  luxury: true,
  keep: 0.86,
  models: [
    model(
      ["NX", "AAZA20R", 2021, "SUV", "4D Wagon"],
      { seats: 5, size: [4660, 1865, 1660], tank: 55, tow: 1500, ancap: 5, pop: 2 },
      [pt("P", 2487, 4, "A8", "FWD", 7.3, 243), pt("H", 2487, 4, "CVT", "AWD", 5.3, 239)],
      [
        ["NX250 Luxury", 70990],
        ["NX350h Luxury", 79990, 1],
        ["NX350h F Sport", 90990, 1],
      ],
    ),
    model(
      ["RX", "ALH10R", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4890, 1920, 1695], tank: 65, tow: 2000, ancap: 5, pop: 1 },
      [pt("H", 2487, 4, "CVT", "AWD", 5.0, 239)],
      [
        ["RX350h Luxury", 108990],
        ["RX350h Sports Luxury", 124990],
      ],
    ),
    model(
      ["UX", "MZAH10R", 2019, "SUV", "4D Wagon"],
      { seats: 5, size: [4495, 1840, 1540], tank: 43, tow: 750, ancap: 5, pop: 1 },
      [pt("H", 1987, 4, "CVT", "FWD", 4.5, 188)],
      [
        ["UX250h Luxury", 58990],
        ["UX250h F Sport", 65990],
      ],
    ),
    model(
      ["IS", "ASE30R", 2016, "Sedan", "4D Sedan"],
      { seats: 5, size: [4710, 1840, 1435], tank: 66, tow: 1500, ancap: 5, pop: 1 },
      [pt("PT", 1998, 4, "A8", "RWD", 7.5, 350), pt("H", 2494, 4, "CVT", "RWD", 5.1, 221)],
      [
        ["IS300 Luxury", 69990],
        ["IS300h F Sport", 79990, 1],
      ],
    ),
    model(
      ["LC", "URZ100R", 2017, "Coupe", "2D Coupe"],
      { seats: 4, size: [4770, 1920, 1345], tank: 82, pop: 0.3 },
      [pt("P", 4969, 8, "A10", "RWD", 12.7, 540)],
      [["LC500", 220990]],
    ),
  ],
};
