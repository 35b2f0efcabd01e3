import { type CaravanRow, caravanBodies, caravans, caravanWmi } from "../catalogue/caravans.ts";
import { caravanEquipment } from "../catalogue/equipment.ts";
import { equipmentFor, type VehicleSpec } from "./vehicle-spec.ts";

const feetToMillimetres = 304.8;

function caravanSpec(row: CaravanRow): VehicleSpec {
  const [make, model, badge, kind, lengthFt, widthFt, tare, atm, sleeps, newPrice, firstYear] = row;
  const fullHeight = kind === "Touring" || kind === "Off-Road";
  const tier = newPrice < 60000 ? 0 : newPrice < 100000 ? 1 : 2;
  const categories = ["Caravans & RVs"];
  if (kind === "Off-Road") categories.push("Off-Road Caravans");
  if (sleeps >= 5) categories.push("Family Caravans");
  if (sleeps <= 2) categories.push("Couples Caravans");
  if (!fullHeight) categories.push("Campers & Pop Tops");
  const applies = (condition: string) => {
    switch (condition) {
      case "full-height":
        return fullHeight;
      case "family":
        return sleeps >= 5;
      case "off-road":
        return kind === "Off-Road" || kind === "Hybrid";
      default:
        return condition === "any";
    }
  };
  return {
    itemType: "caravan",
    make,
    model,
    badge,
    series: null,
    firstYear,
    lastYear: null,
    newPrice,
    pickWeight: 1,
    firstYearKeep: 0.88,
    keep: 0.93,
    kmPerYear: 0,
    soldNew: true,
    certifiedProgramme: false,
    luxury: false,
    wmi: caravanWmi[make] ?? "6T9",
    hasNvic: false,
    imageBody: "caravan",
    palette: "caravan",
    hasInterior: false,
    simpleFuel: null,
    fields: {
      simple_body: "Caravan",
      body: caravanBodies[kind],
      body_width: widthFt,
      body_length: lengthFt,
      tare_weight: tare,
      axle_type: atm > 2500 ? "Tandem" : "Single",
      sleeps,
      aggregate_trailer_mass: atm,
    },
    variantDetail: {
      vehiclelength: Math.round(lengthFt * feetToMillimetres),
      vehiclewidth: Math.round(widthFt * feetToMillimetres),
      grossvehiclemass: atm,
    },
    equipment: equipmentFor(caravanEquipment, tier, applies),
    categories,
    noun: kind === "Camper" ? "camper" : "caravan",
  };
}

export function buildCaravanSpecs(): VehicleSpec[] {
  return caravans.map(caravanSpec);
}
