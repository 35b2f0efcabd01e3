import { type CarMake, model, pt } from "../car-model.ts";

export const subaru: CarMake = {
  make: "Subaru",
  wmi: "JF1",
  certified: true,
  models: [
    model(
      ["Forester", "S5", 2018, "SUV", "4D Wagon"],
      { seats: 5, size: [4625, 1815, 1730], tank: 63, tow: 1800, ancap: 5, pop: 5 },
      [pt("P", 2498, 4, "CVT", "AWD", 7.4, 239), pt("H", 1995, 4, "CVT", "AWD", 6.7, 196)],
      [
        ["2.5i", 41990],
        ["2.5i-L", 44990],
        ["Hybrid L", 46990, 1],
        ["2.5i-S", 51990],
      ],
    ),
    model(
      ["Outback", "BT", 2021, "Wagon", "4D Wagon"],
      { seats: 5, size: [4870, 1875, 1675], tank: 63, tow: 2000, ancap: 5, pop: 4 },
      [pt("P", 2498, 4, "CVT", "AWD", 7.3, 245), pt("PT", 2387, 4, "CVT", "AWD", 9.0, 350)],
      [
        ["AWD", 47990],
        ["AWD Sport", 53990],
        ["AWD Touring XT", 62990, 1],
      ],
    ),
    model(
      ["Crosstrek", "G6", 2023, "SUV", "4D Wagon"],
      { seats: 5, size: [4495, 1800, 1600], tank: 63, tow: 1270, ancap: 5, pop: 2 },
      [pt("P", 1995, 4, "CVT", "AWD", 7.2, 196), pt("H", 1995, 4, "CVT", "AWD", 6.5, 196)],
      [
        ["2.0R", 38990],
        ["2.0L", 41990],
        ["Hybrid S", 50990, 1],
      ],
    ),
    model(
      ["XV", "G5", 2017, "SUV", "4D Wagon"],
      { seats: 5, size: [4485, 1800, 1595], tank: 63, tow: 1270, ancap: 5, until: 2023 },
      [pt("P", 1995, 4, "CVT", "AWD", 7.0, 196)],
      [
        ["2.0i", 31990],
        ["2.0i-L", 34990],
        ["2.0i-S", 40990],
      ],
    ),
    model(
      ["WRX", "VB", 2022, "Sedan", "4D Sedan"],
      { seats: 5, size: [4670, 1825, 1465], tank: 63, tow: 1200, ancap: 5, pop: 1 },
      [pt("PT", 2387, 4, "M6", "AWD", 10.8, 350), pt("PT", 2387, 4, "CVT", "AWD", 8.6, 350)],
      [
        ["", 60990],
        ["RS", 67990, 1],
        ["tS", 72990, 1],
      ],
    ),
    model(
      ["BRZ", "ZD8", 2022, "Coupe", "2D Coupe"],
      { seats: 4, size: [4265, 1775, 1310], tank: 50, ancap: 5, pop: 0.5 },
      [pt("P", 2387, 4, "M6", "RWD", 9.5, 250), pt("P", 2387, 4, "A6", "RWD", 8.8, 250)],
      [
        ["", 48990],
        ["S", 52990, 1],
      ],
    ),
  ],
};

export const honda: CarMake = {
  make: "Honda",
  wmi: "JHM",
  models: [
    model(
      ["Civic", "11th Gen", 2022, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4560, 1800, 1415], tank: 40, ancap: 5, pop: 2 },
      [pt("H", 1993, 4, "CVT", "FWD", 4.2, 315), pt("PT", 1996, 4, "M6", "FWD", 9.2, 420)],
      [
        ["e:HEV LX", 55990],
        ["Type R", 75990, 1],
      ],
    ),
    model(
      ["CR-V", "RS", 2023, "SUV", "4D Wagon"],
      { seats: 5, size: [4707, 1866, 1680], tank: 57, tow: 1500, ancap: 5, pop: 3 },
      [pt("PT", 1498, 4, "CVT", "FWD", 7.3, 240), pt("H", 1993, 4, "CVT", "AWD", 5.3, 335)],
      [
        ["VTi", 47990],
        ["VTi L AWD", 54990],
        ["e:HEV RS", 64990, 1],
      ],
    ),
    model(
      ["HR-V", "RV", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4340, 1790, 1590], tank: 40, tow: 800, pop: 2 },
      [pt("P", 1498, 4, "CVT", "FWD", 6.1, 145), pt("H", 1498, 4, "CVT", "FWD", 4.3, 253)],
      [
        ["Vi X", 39990],
        ["e:HEV L", 48990, 1],
      ],
    ),
    model(
      ["ZR-V", "RZ", 2023, "SUV", "4D Wagon"],
      { seats: 5, size: [4568, 1840, 1620], tank: 57, tow: 1300, ancap: 5, pop: 1 },
      [pt("PT", 1498, 4, "CVT", "FWD", 6.9, 240), pt("H", 1993, 4, "CVT", "FWD", 5.0, 315)],
      [
        ["VTi X", 43990],
        ["VTi LX", 52990],
        ["e:HEV LX", 58990, 1],
      ],
    ),
    model(
      ["Jazz", "GK", 2014, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4051, 1694, 1524], tank: 40, until: 2020 },
      [pt("P", 1497, 4, "CVT", "FWD", 5.8, 145)],
      [
        ["VTi", 21990],
        ["VTi-S", 24990],
        ["VTi-L", 27990],
      ],
    ),
    model(
      ["Accord", "11th Gen", 2023, "Sedan", "4D Sedan"],
      { seats: 5, size: [4975, 1860, 1450], tank: 48, ancap: 5, pop: 0.5 },
      [pt("H", 1993, 4, "CVT", "FWD", 4.4, 335)],
      [["e:HEV RS", 67990]],
    ),
  ],
};

export const suzuki: CarMake = {
  make: "Suzuki",
  wmi: "JS2",
  models: [
    model(
      ["Swift", "AZ", 2017, "Hatch", "5D Hatchback"],
      { seats: 5, size: [3840, 1735, 1495], tank: 37, tow: 1000, pop: 5, until: 2024 },
      [pt("P", 1242, 4, "CVT", "FWD", 4.8, 120), pt("PT", 1373, 4, "A6", "FWD", 6.1, 230)],
      [
        ["GL Navigator", 22990],
        ["GLX Turbo", 27990],
        ["Sport", 31990, 1],
      ],
    ),
    model(
      ["Swift", "AZH", 2024, "Hatch", "5D Hatchback"],
      { seats: 5, size: [3860, 1735, 1495], tank: 37, tow: 1000, ancap: 3, pop: 5 },
      [pt("H", 1197, 3, "CVT", "FWD", 3.8, 112)],
      [
        ["Hybrid", 25990],
        ["Hybrid Plus", 28490],
        ["Hybrid GLX", 30990],
      ],
    ),
    model(
      ["Vitara", "LY", 2015, "SUV", "4D Wagon"],
      { seats: 5, size: [4175, 1775, 1610], tank: 47, tow: 1200, pop: 2 },
      [pt("P", 1586, 4, "A6", "FWD", 6.2, 156), pt("PT", 1373, 4, "A6", "AWD", 6.2, 220)],
      [
        ["", 32990],
        ["Turbo ALLGRIP", 40990, 1],
      ],
    ),
    model(
      ["Jimny", "GJ", 2018, "SUV", "3D Hardtop"],
      { seats: 4, size: [3645, 1645, 1720], tank: 40, tow: 1300, ancap: 3, pop: 3, keep: 0.95 },
      [pt("P", 1462, 4, "M5", "4WD", 6.4, 130), pt("P", 1462, 4, "A4", "4WD", 6.9, 130)],
      [
        ["Lite", 33990],
        ["", 37990, 1],
        ["XL", 39990, 1],
      ],
    ),
    model(
      ["S-Cross", "JY", 2022, "SUV", "4D Wagon"],
      { seats: 5, size: [4300, 1785, 1585], tank: 47, tow: 1200, pop: 1 },
      [pt("PT", 1373, 4, "A6", "AWD", 6.2, 235)],
      [
        ["Turbo", 37990],
        ["Turbo Prestige", 43990],
      ],
    ),
    model(
      ["Ignis", "MF", 2017, "Hatch", "5D Hatchback"],
      { seats: 5, size: [3700, 1690, 1595], tank: 32, pop: 1, until: 2024 },
      [pt("P", 1242, 4, "CVT", "FWD", 4.9, 120)],
      [
        ["GL", 20990],
        ["GLX", 23990],
      ],
    ),
  ],
};
