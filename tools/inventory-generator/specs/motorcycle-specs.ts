import { motorcycleEquipment } from "../catalogue/equipment.ts";
import {
  lamsLimitCc,
  type MotorcycleRow,
  motorcycles,
  motorcycleWmi,
} from "../catalogue/motorcycles.ts";
import { equipmentFor, round, type VehicleSpec } from "./vehicle-spec.ts";

const tankLitres: Record<MotorcycleRow[2], number> = {
  Naked: 14,
  Sport: 17,
  Adventure: 20,
  Touring: 22,
  Cruiser: 13,
  Scooter: 12,
  Dirt: 8,
  Retro: 15,
};

function motorcycleSpec(row: MotorcycleRow, rowsOfMake: number): VehicleSpec {
  const [make, model, body, cc, cylinders, torqueNm, newPrice, firstYear, finalDrive] = row;
  const scooter = body === "Scooter";
  const gears = scooter ? 0 : cc <= 300 ? 5 : 6;
  const drive = finalDrive ?? "Chain";
  const tier = newPrice < 12000 ? 0 : newPrice < 25000 ? 1 : 2;
  const categories = ["Motorcycles", `${body} Motorcycles`];
  if (cc <= lamsLimitCc) categories.push("LAMS Approved");
  return {
    itemType: "motorcycle",
    make,
    model,
    badge: null,
    series: null,
    firstYear,
    lastYear: null,
    newPrice,
    pickWeight: 12 / rowsOfMake,
    firstYearKeep: 0.84,
    keep: make === "Harley-Davidson" ? 0.9 : 0.88,
    kmPerYear: body === "Dirt" ? 2500 : body === "Touring" || body === "Adventure" ? 8000 : 5000,
    soldNew: true,
    certifiedProgramme: false,
    luxury: false,
    wmi: motorcycleWmi[make] ?? "JYA",
    hasNvic: false,
    imageBody: "motorcycle",
    palette: "motorcycle",
    hasInterior: false,
    simpleFuel: "Petrol",
    fields: {
      simple_body: "Motorcycle",
      body,
      simple_transmission: scooter ? "Automatic" : "Manual",
      trans: scooter ? "Continuously Variable" : `${gears} Speed Manual`,
      simple_fuel: "Petrol",
      fuel: cc > 600 ? "Premium Unleaded Petrol" : "Unleaded Petrol",
      simple_drive: drive,
      drive: `${drive} Drive`,
      seats: body === "Dirt" ? 1 : 2,
      doors: 0,
      engine_size: cc,
      engine_size_litres: round(cc / 1000, 1),
    },
    variantDetail: {
      cylinders,
      enginesize: cc,
      enginesize_litres: round(cc / 1000, 1),
      induction: "Aspirated",
      geartype: scooter ? "Constantly Variable Transmission" : "Manual",
      fuelconsumptioncombined: round(2.6 + cc / 330, 1),
      fuelcapacity: tankLitres[body],
      torque: torqueNm,
    },
    equipment: equipmentFor(
      motorcycleEquipment,
      tier,
      (condition) =>
        condition === "any" ||
        (condition === "adventure" && (body === "Adventure" || body === "Touring")),
    ),
    categories,
    noun: "motorcycle",
  };
}

export function buildMotorcycleSpecs(): VehicleSpec[] {
  const perMake = new Map<string, number>();
  for (const row of motorcycles) perMake.set(row[0], (perMake.get(row[0]) ?? 0) + 1);
  return motorcycles.map((row) => motorcycleSpec(row, perMake.get(row[0]) ?? 1));
}
