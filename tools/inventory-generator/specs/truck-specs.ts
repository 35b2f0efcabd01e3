import { truckEquipment } from "../catalogue/equipment.ts";
import { rigidTruckBodies, type TruckRow, trucks, truckWmi } from "../catalogue/trucks.ts";
import { describeGearbox } from "./car-specs.ts";
import { equipmentFor, round, type VehicleSpec } from "./vehicle-spec.ts";

function truckSpec(row: TruckRow, body: string, bodyShare: number): VehicleSpec {
  const [make, model, badge, gvm, cc, cylinders, torqueNm, gearbox, newPrice, firstYear] = row;
  const gears = describeGearbox(gearbox);
  const primeMover = body === "Prime Mover";
  const sixByFour = badge.includes("6x4") || primeMover;
  const crewCab = badge.includes("Crew Cab");
  const tier = newPrice < 100000 ? 0 : newPrice < 200000 ? 1 : 2;
  const weightClass =
    gvm <= 8000 ? "Light Trucks" : gvm <= 16500 ? "Medium Trucks" : "Heavy Trucks";
  const categories = ["Trucks", weightClass, "Work Vehicles"];
  if (primeMover) categories.push("Prime Movers");
  return {
    itemType: "truck",
    make,
    model,
    badge,
    series: null,
    firstYear,
    lastYear: null,
    newPrice,
    pickWeight: (gvm <= 8700 ? 3 : 1.5) * bodyShare,
    firstYearKeep: 0.85,
    keep: 0.88,
    kmPerYear: primeMover ? 120000 : gvm <= 8700 ? 30000 : 55000,
    soldNew: true,
    certifiedProgramme: false,
    luxury: false,
    wmi: truckWmi[make] ?? "JAL",
    hasNvic: false,
    imageBody: "truck",
    palette: "commercial",
    hasInterior: false,
    simpleFuel: "Diesel",
    fields: {
      simple_body: "Truck",
      body,
      simple_transmission: gears.simple,
      trans: gears.trans,
      simple_fuel: "Diesel",
      fuel: "Diesel",
      simple_drive: sixByFour ? "6x4" : "4x2",
      drive: sixByFour ? "6x4 Rear Wheel Drive" : "4x2 Rear Wheel Drive",
      seats: crewCab ? 7 : 3,
      doors: crewCab ? 4 : 2,
      engine_size: cc,
      engine_size_litres: round(cc / 1000, 1),
    },
    variantDetail: {
      cylinders,
      enginesize: cc,
      enginesize_litres: round(cc / 1000, 1),
      induction: "Turbo Intercooled",
      geartype: gears.geartype,
      fuelconsumptioncombined: round(11 + (gvm / 1000) * 1.25, 1),
      fuelcapacity: gvm <= 8700 ? 100 : gvm <= 16500 ? 200 : 400,
      grossvehiclemass: gvm,
      torque: torqueNm,
      bodyconfiguration: body,
    },
    equipment: equipmentFor(truckEquipment, tier, (condition) => condition === "any"),
    categories,
    noun: "truck",
  };
}

export function buildTruckSpecs(): VehicleSpec[] {
  const specs: VehicleSpec[] = [];
  for (const row of trucks) {
    if (row[2].includes("Prime Mover")) {
      specs.push(truckSpec(row, "Prime Mover", 1));
      continue;
    }
    for (const body of rigidTruckBodies) {
      specs.push(truckSpec(row, body, 1 / rigidTruckBodies.length));
    }
  }
  return specs;
}
