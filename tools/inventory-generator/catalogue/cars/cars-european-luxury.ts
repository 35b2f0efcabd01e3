import { type CarMake, ev, model, pt } from "../car-model.ts";

export const mercedesBenz: CarMake = {
  make: "Mercedes-Benz",
  wmi: "WDD",
  certified: true,
  luxury: true,
  keep: 0.84,
  models: [
    model(
      ["A-Class", "W177", 2018, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4419, 1796, 1440], tank: 43, tow: 1400, ancap: 5, pop: 2 },
      [pt("PT", 1332, 4, "DCT7", "FWD", 5.7, 250), pt("PT", 1991, 4, "DCT8", "AWD", 8.4, 400)],
      [
        ["A180", 57990],
        ["A250 4MATIC", 71990, 1],
        ["AMG A35 4MATIC", 87990, 1],
      ],
    ),
    model(
      ["C-Class", "W206", 2022, "Sedan", "4D Sedan"],
      { seats: 5, size: [4751, 1820, 1438], tank: 66, tow: 1800, ancap: 5, pop: 2 },
      [pt("PT", 1496, 4, "A9", "RWD", 6.7, 250), pt("PT", 1999, 4, "A9", "RWD", 7.1, 400)],
      [
        ["C200", 85990],
        ["C300", 97990, 1],
      ],
    ),
    model(
      ["C-Class", "C205", 2016, "Coupe", "2D Coupe"],
      { seats: 4, size: [4696, 1810, 1405], tank: 66, pop: 0.5, until: 2023 },
      [pt("PT", 1991, 4, "A9", "RWD", 6.6, 300), pt("PT", 2996, 6, "A9", "AWD", 9.8, 520)],
      [
        ["C200", 74990],
        ["AMG C43 4MATIC", 119990, 1],
      ],
    ),
    model(
      ["GLA", "H247", 2020, "SUV", "4D Wagon"],
      { seats: 5, size: [4410, 1834, 1611], tank: 51, tow: 1800, ancap: 5, pop: 2 },
      [pt("PT", 1332, 4, "DCT7", "FWD", 6.2, 250), pt("PT", 1991, 4, "DCT8", "AWD", 7.5, 400)],
      [
        ["GLA200", 69990],
        ["GLA250 4MATIC", 82990, 1],
      ],
    ),
    model(
      ["GLC", "X254", 2023, "SUV", "4D Wagon"],
      { seats: 5, size: [4716, 1890, 1640], tank: 62, tow: 2500, ancap: 5, pop: 2 },
      [pt("PT", 1999, 4, "A9", "AWD", 7.7, 400)],
      [["GLC300 4MATIC", 103990]],
    ),
    model(
      ["Sprinter", "VS30", 2018, "Van", "4D Van"],
      { seats: 3, size: [5932, 2020, 2626], tank: 71, tow: 3500, pop: 1 },
      [pt("D", 1950, 4, "A9", "RWD", 9.9, 440)],
      [
        ["316 CDI MWB", 79990],
        ["319 CDI LWB", 91990],
      ],
    ),
    model(
      ["EQA", "H243", 2021, "SUV", "4D Wagon"],
      { seats: 5, size: [4463, 1834, 1624], tow: 750, ancap: 5, pop: 0.5, keep: 0.78 },
      [ev("FWD", 385)],
      [["EQA250", 78990]],
    ),
  ],
};

export const bmw: CarMake = {
  make: "BMW",
  wmi: "WBA",
  certified: true,
  luxury: true,
  keep: 0.83,
  models: [
    model(
      ["1 Series", "F40", 2019, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4319, 1799, 1434], tank: 42, tow: 1400, ancap: 5, pop: 1 },
      [pt("PT", 1499, 3, "DCT7", "FWD", 5.9, 220), pt("PT", 1998, 4, "A8", "AWD", 7.6, 450)],
      [
        ["118i", 56990],
        ["M135i xDrive", 82990, 1],
      ],
    ),
    model(
      ["3 Series", "G20", 2019, "Sedan", "4D Sedan"],
      { seats: 5, size: [4709, 1827, 1442], tank: 59, tow: 1600, ancap: 5, pop: 2 },
      [pt("PT", 1998, 4, "A8", "RWD", 6.4, 300), pt("PT", 2998, 6, "A8", "AWD", 8.1, 500)],
      [
        ["320i M Sport", 78990],
        ["330i M Sport", 89990],
        ["M340i xDrive", 114990, 1],
      ],
    ),
    model(
      ["X1", "U11", 2023, "SUV", "4D Wagon"],
      { seats: 5, size: [4500, 1845, 1642], tank: 54, tow: 1800, ancap: 5, pop: 2 },
      [pt("PT", 1499, 3, "DCT7", "FWD", 6.4, 230), ev("AWD", 494)],
      [
        ["sDrive18i", 62990],
        ["iX1 xDrive30", 86990, 1],
      ],
    ),
    model(
      ["X3", "G01", 2018, "SUV", "4D Wagon"],
      { seats: 5, size: [4708, 1891, 1676], tank: 65, tow: 2400, ancap: 5, pop: 2, until: 2024 },
      [pt("PT", 1998, 4, "A8", "AWD", 7.6, 350), pt("D", 1995, 4, "A8", "AWD", 5.8, 400)],
      [
        ["xDrive20d", 81990, 1],
        ["xDrive30i M Sport", 91990],
      ],
    ),
    model(
      ["X5", "G05", 2019, "SUV", "4D Wagon"],
      { seats: 5, size: [4922, 2004, 1745], tank: 80, tow: 2700, ancap: 5, pop: 1 },
      [pt("D", 2993, 6, "A8", "AWD", 7.2, 670)],
      [
        ["xDrive30d", 139990],
        ["xDrive30d M Sport", 151990],
      ],
    ),
    model(
      ["M4", "G82", 2021, "Coupe", "2D Coupe"],
      { seats: 4, size: [4794, 1887, 1393], tank: 59, pop: 0.3 },
      [pt("PT", 2993, 6, "A8", "AWD", 10.2, 650)],
      [["Competition xDrive", 179990]],
    ),
    model(
      ["4 Series", "G23", 2021, "Convertible", "2D Convertible"],
      { seats: 4, size: [4768, 1852, 1384], tank: 59, pop: 0.4 },
      [pt("PT", 1998, 4, "A8", "RWD", 6.8, 400)],
      [["430i M Sport", 122990]],
    ),
  ],
};

export const volvo: CarMake = {
  make: "Volvo",
  wmi: "YV1",
  certified: true,
  luxury: true,
  keep: 0.84,
  models: [
    model(
      ["XC40", "536", 2018, "SUV", "4D Wagon"],
      { seats: 5, size: [4440, 1863, 1652], tank: 54, tow: 1800, ancap: 5, pop: 2 },
      [pt("PT", 1969, 4, "A7", "FWD", 7.0, 300), ev("RWD", 420)],
      [
        ["B4 Plus", 57990],
        ["Recharge Plus", 75990, 1],
      ],
    ),
    model(
      ["XC60", "246", 2017, "SUV", "4D Wagon"],
      { seats: 5, size: [4708, 1902, 1658], tank: 71, tow: 2400, ancap: 5, pop: 2 },
      [pt("PT", 1969, 4, "A8", "AWD", 7.7, 350), pt("PH", 1969, 4, "A8", "AWD", 1.6, 709)],
      [
        ["B5 Plus", 78990],
        ["T8 Ultimate", 98990, 1],
      ],
    ),
    model(
      ["XC90", "256", 2015, "SUV", "4D Wagon"],
      { seats: 7, size: [4953, 1958, 1776], tank: 71, tow: 2700, ancap: 5, pop: 1 },
      [pt("PT", 1969, 4, "A8", "AWD", 8.3, 360)],
      [
        ["B5 Plus", 103990],
        ["B6 Ultra", 117990],
      ],
    ),
  ],
};

export const landRover: CarMake = {
  make: "Land Rover",
  wmi: "SAL",
  certified: true,
  luxury: true,
  keep: 0.86,
  models: [
    model(
      ["Defender", "L663", 2020, "SUV", "4D Wagon"],
      { seats: 5, size: [5018, 2008, 1967], tank: 89, tow: 3500, ancap: 5, pop: 1 },
      [pt("D", 2997, 6, "A8", "4WD", 7.9, 650)],
      [
        ["110 D300 SE", 121990],
        ["110 D350 X-Dynamic HSE", 141990],
      ],
    ),
    model(
      ["Range Rover Evoque", "L551", 2019, "SUV", "4D Wagon"],
      { seats: 5, size: [4371, 1904, 1649], tank: 65, tow: 1800, ancap: 5, pop: 0.6 },
      [pt("PT", 1997, 4, "A9", "AWD", 8.1, 365)],
      [
        ["P250 S", 83990],
        ["P250 Dynamic SE", 92990],
      ],
    ),
  ],
};

export const mini: CarMake = {
  make: "Mini",
  wmi: "WMW",
  luxury: true,
  keep: 0.85,
  models: [
    model(
      ["Hatch", "F56", 2014, "Hatch", "3D Hatchback"],
      { seats: 4, size: [3821, 1727, 1414], tank: 44, ancap: 4, pop: 1 },
      [pt("PT", 1499, 3, "DCT7", "FWD", 5.6, 220), pt("PT", 1998, 4, "DCT7", "FWD", 6.1, 280)],
      [
        ["Cooper", 44990],
        ["Cooper S", 53990, 1],
      ],
    ),
    model(
      ["Convertible", "F57", 2016, "Convertible", "2D Convertible"],
      { seats: 4, size: [3850, 1727, 1415], tank: 44, pop: 0.5 },
      [pt("PT", 1499, 3, "DCT7", "FWD", 5.8, 220), pt("PT", 1998, 4, "DCT7", "FWD", 6.3, 280)],
      [
        ["Cooper", 51990],
        ["Cooper S", 59990, 1],
      ],
    ),
  ],
};
