import { type CarMake, ev, model, pt } from "../car-model.ts";

export const volkswagen: CarMake = {
  make: "Volkswagen",
  wmi: "WVW",
  certified: true,
  keep: 0.86,
  models: [
    model(
      ["Golf", "8", 2021, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4284, 1789, 1456], tank: 50, tow: 1500, ancap: 5, pop: 3 },
      [pt("PT", 1395, 4, "A8", "FWD", 5.8, 250), pt("PT", 1984, 4, "DCT7", "FWD", 7.0, 370)],
      [
        ["Life", 41990],
        ["R-Line", 45990],
        ["GTI", 61990, 1],
      ],
    ),
    model(
      ["Golf", "7.5", 2017, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4258, 1799, 1492], tank: 50, tow: 1400, ancap: 5, until: 2020 },
      [pt("PT", 1395, 4, "DCT7", "FWD", 5.4, 250), pt("PT", 1984, 4, "DCT7", "AWD", 7.2, 380)],
      [
        ["110TSI Comfortline", 34990],
        ["110TSI Highline", 39990],
        ["R", 59990, 1],
      ],
    ),
    model(
      ["Polo", "AW", 2018, "Hatch", "5D Hatchback"],
      { seats: 5, size: [4074, 1751, 1451], tank: 40, tow: 1100, ancap: 5, pop: 2 },
      [pt("PT", 999, 3, "DCT7", "FWD", 5.4, 200), pt("PT", 1984, 4, "DCT6", "FWD", 6.8, 320)],
      [
        ["Life", 30990],
        ["Style", 34990],
        ["GTI", 43990, 1],
      ],
    ),
    model(
      ["T-Cross", "C1", 2020, "SUV", "4D Wagon"],
      { seats: 5, size: [4133, 1760, 1580], tank: 40, tow: 1200, ancap: 5, pop: 2 },
      [pt("PT", 999, 3, "DCT7", "FWD", 5.4, 200)],
      [
        ["Life", 34990],
        ["Style", 38990],
      ],
    ),
    model(
      ["T-Roc", "A1", 2020, "SUV", "4D Wagon"],
      { seats: 5, size: [4236, 1819, 1573], tank: 50, tow: 1500, ancap: 5, pop: 3 },
      [pt("PT", 1498, 4, "A8", "FWD", 5.8, 250), pt("PT", 1984, 4, "DCT7", "AWD", 7.3, 400)],
      [
        ["CityLife", 39990],
        ["Style", 43990],
        ["R-Line", 49990],
        ["R", 66990, 1],
      ],
    ),
    model(
      ["Tiguan", "5N", 2016, "SUV", "4D Wagon"],
      { seats: 5, size: [4509, 1839, 1675], tank: 58, tow: 2000, ancap: 5, pop: 4, until: 2024 },
      [pt("PT", 1395, 4, "DCT6", "FWD", 6.3, 250), pt("PT", 1984, 4, "DCT7", "AWD", 8.0, 350)],
      [
        ["110TSI Life", 44990],
        ["132TSI Life", 50990, 1],
        ["162TSI R-Line", 62990, 1],
      ],
    ),
    model(
      ["Tiguan", "CT", 2024, "SUV", "4D Wagon"],
      { seats: 5, size: [4539, 1859, 1656], tank: 58, tow: 2000, ancap: 5, pop: 3 },
      [pt("PT", 1498, 4, "DCT7", "FWD", 6.0, 250), pt("PT", 1984, 4, "DCT7", "AWD", 7.8, 400)],
      [
        ["Life", 48990],
        ["Elegance", 58990, 1],
        ["R-Line", 67990, 1],
      ],
    ),
    model(
      ["Amarok", "NF", 2023, "Ute", "4D Double Cab Pick Up"],
      { seats: 5, size: [5350, 1910, 1888], tank: 80, tow: 3500, ancap: 5, pop: 3, keep: 0.9 },
      [pt("D", 1996, 4, "A10", "4WD", 7.9, 500), pt("D", 2993, 6, "A10", "4WD", 9.3, 600)],
      [
        ["Core", 59990],
        ["Life", 64990],
        ["Style V6", 73990, 1],
        ["PanAmericana V6", 80990, 1],
      ],
    ),
    model(
      ["Touareg", "CR", 2019, "SUV", "4D Wagon"],
      { seats: 5, size: [4878, 1984, 1717], tank: 90, tow: 3500, ancap: 5, pop: 1 },
      [pt("D", 2967, 6, "A8", "AWD", 7.4, 600)],
      [
        ["170TDI", 89990],
        ["210TDI Elegance", 101990],
        ["210TDI R-Line", 114990],
      ],
    ),
    model(
      ["Transporter", "T6.1", 2020, "Van", "4D Van"],
      { seats: 3, size: [5304, 1904, 1990], tank: 70, tow: 2500, ancap: 5, pop: 1 },
      [pt("D", 1968, 4, "DCT7", "FWD", 7.7, 340)],
      [
        ["TDI340 LWB", 58990],
        ["TDI450 LWB 4MOTION", 67990],
      ],
    ),
    model(
      ["ID.4", "E21", 2023, "SUV", "4D Wagon"],
      { seats: 5, size: [4584, 1852, 1631], tow: 1000, ancap: 5, pop: 0.7, keep: 0.8 },
      [ev("RWD", 545), ev("AWD", 679)],
      [
        ["Pro", 66990],
        ["GTX", 75990, 1],
      ],
    ),
  ],
};

export const skoda: CarMake = {
  make: "Skoda",
  wmi: "TMB",
  keep: 0.85,
  models: [
    model(
      ["Octavia", "NX", 2021, "Sedan", "4D Liftback"],
      { seats: 5, size: [4689, 1829, 1470], tank: 50, tow: 1600, ancap: 5, pop: 2 },
      [pt("PT", 1395, 4, "A8", "FWD", 5.8, 250), pt("PT", 1984, 4, "DCT7", "FWD", 6.8, 370)],
      [
        ["110TSI Style", 42990],
        ["RS", 55990, 1],
      ],
    ),
    model(
      ["Octavia", "NX", 2021, "Wagon", "4D Wagon"],
      { seats: 5, size: [4689, 1829, 1468], tank: 50, tow: 1600, ancap: 5, pop: 1 },
      [pt("PT", 1395, 4, "A8", "FWD", 5.9, 250), pt("PT", 1984, 4, "DCT7", "FWD", 6.9, 370)],
      [
        ["110TSI Style", 44490],
        ["RS", 57490, 1],
      ],
    ),
    model(
      ["Kodiaq", "NS", 2017, "SUV", "4D Wagon"],
      { seats: 7, size: [4699, 1882, 1676], tank: 58, tow: 2000, ancap: 5, pop: 2 },
      [pt("PT", 1984, 4, "DCT7", "AWD", 8.0, 320)],
      [
        ["Style", 57990],
        ["Sportline", 63990],
        ["RS", 72990],
      ],
    ),
    model(
      ["Karoq", "NU", 2018, "SUV", "4D Wagon"],
      { seats: 5, size: [4382, 1841, 1603], tank: 50, tow: 1600, ancap: 5, pop: 1 },
      [pt("PT", 1395, 4, "DCT8", "FWD", 6.1, 250), pt("PT", 1984, 4, "DCT7", "AWD", 7.1, 320)],
      [
        ["Style", 43990],
        ["Sportline", 51990, 1],
      ],
    ),
  ],
};

export const audi: CarMake = {
  make: "Audi",
  wmi: "WAU",
  certified: true,
  luxury: true,
  keep: 0.85,
  models: [
    model(
      ["A3", "8Y", 2020, "Hatch", "5D Sportback"],
      { seats: 5, size: [4343, 1816, 1449], tank: 50, tow: 1500, ancap: 5, pop: 2 },
      [pt("PT", 1395, 4, "DCT8", "FWD", 5.5, 250), pt("PT", 1984, 4, "DCT7", "AWD", 7.3, 370)],
      [
        ["35 TFSI", 53990],
        ["40 TFSI quattro S line", 62990, 1],
      ],
    ),
    model(
      ["A4", "8W", 2016, "Sedan", "4D Sedan"],
      { seats: 5, size: [4762, 1847, 1428], tank: 54, tow: 1600, ancap: 5, pop: 1 },
      [pt("PT", 1984, 4, "DCT7", "FWD", 6.4, 320), pt("PT", 1984, 4, "DCT7", "AWD", 7.1, 370)],
      [
        ["35 TFSI", 63990],
        ["45 TFSI quattro S line", 77990, 1],
      ],
    ),
    model(
      ["Q3", "F3", 2019, "SUV", "4D Wagon"],
      { seats: 5, size: [4484, 1849, 1585], tank: 60, tow: 2000, ancap: 5, pop: 2 },
      [pt("PT", 1395, 4, "DCT6", "FWD", 6.3, 250), pt("PT", 1984, 4, "DCT7", "AWD", 8.2, 320)],
      [
        ["35 TFSI", 59990],
        ["40 TFSI quattro S line", 69990, 1],
      ],
    ),
    model(
      ["Q5", "FY", 2017, "SUV", "4D Wagon"],
      { seats: 5, size: [4682, 1893, 1662], tank: 70, tow: 2400, ancap: 5, pop: 2 },
      [pt("PT", 1984, 4, "DCT7", "AWD", 8.0, 370), pt("D", 1968, 4, "DCT7", "AWD", 5.4, 400)],
      [
        ["40 TDI quattro", 79990, 1],
        ["45 TFSI quattro S line", 86990],
      ],
    ),
    model(
      ["Q7", "4M", 2016, "SUV", "4D Wagon"],
      { seats: 7, size: [5063, 1970, 1741], tank: 85, tow: 3500, ancap: 5, pop: 1 },
      [pt("D", 2967, 6, "A8", "AWD", 7.3, 600)],
      [
        ["45 TDI quattro", 114990],
        ["50 TDI quattro S line", 129990],
      ],
    ),
  ],
};

export const porsche: CarMake = {
  make: "Porsche",
  wmi: "WP0",
  luxury: true,
  certified: true,
  keep: 0.9,
  models: [
    model(
      ["911", "992", 2019, "Coupe", "2D Coupe"],
      { seats: 4, size: [4519, 1852, 1298], tank: 64, pop: 0.4 },
      [pt("PT", 2981, 6, "DCT8", "RWD", 10.1, 450)],
      [
        ["Carrera", 281990],
        ["Carrera S", 331990],
      ],
    ),
    model(
      ["911", "992", 2019, "Convertible", "2D Cabriolet"],
      { seats: 4, size: [4519, 1852, 1299], tank: 64, pop: 0.2 },
      [pt("PT", 2981, 6, "DCT8", "RWD", 10.3, 450)],
      [["Carrera Cabriolet", 303990]],
    ),
    model(
      ["Macan", "95B", 2019, "SUV", "4D Wagon"],
      { seats: 5, size: [4726, 1922, 1621], tank: 65, tow: 2000, pop: 0.6 },
      [pt("PT", 1984, 4, "DCT7", "AWD", 9.4, 400)],
      [
        ["", 103990],
        ["Macan T", 112990],
      ],
    ),
    model(
      ["Cayenne", "E3", 2018, "SUV", "4D Wagon"],
      { seats: 5, size: [4930, 1983, 1698], tank: 75, tow: 3500, pop: 0.5 },
      [pt("PT", 2995, 6, "A8", "AWD", 11.4, 500)],
      [
        ["", 170990],
        ["Cayenne S", 210990],
      ],
    ),
  ],
};
