import type { VariantDetail } from "@storefront/schemas";
import type { PlaceholderBody } from "../../../runtime/server/media/placeholder-palette.ts";
import { carMakes } from "../catalogue/car-makes.ts";
import type {
  CarMake,
  CarModel,
  DriveCode,
  Engine,
  FuelCode,
  GearboxCode,
  SimpleBody,
} from "../catalogue/car-model.ts";
import { carEquipment } from "../catalogue/equipment.ts";
import {
  type DescriptiveFields,
  equipmentFor,
  round,
  type SimpleFuel,
  trimShare,
  type VehicleSpec,
} from "./vehicle-spec.ts";

const fuels: Record<FuelCode, { simple: SimpleFuel; label: string; induction: string }> = {
  P: { simple: "Petrol", label: "Unleaded Petrol", induction: "Aspirated" },
  PT: { simple: "Petrol", label: "Premium Unleaded Petrol", induction: "Turbo Intercooled" },
  D: { simple: "Diesel", label: "Diesel", induction: "Turbo Intercooled" },
  H: { simple: "Hybrid", label: "Petrol - Electric (Hybrid)", induction: "Aspirated" },
  PH: {
    simple: "Plug-in Hybrid",
    label: "Petrol - Electric (Plug-in Hybrid)",
    induction: "Aspirated",
  },
  E: { simple: "Electric", label: "Electric", induction: "Electric Motor" },
};

const drives: Record<DriveCode, string> = {
  FWD: "Front Wheel Drive",
  RWD: "Rear Wheel Drive",
  AWD: "All Wheel Drive",
  "4WD": "Four Wheel Drive",
};

const imageBodies: Record<SimpleBody, PlaceholderBody> = {
  Hatch: "hatch",
  Sedan: "sedan",
  Wagon: "wagon",
  SUV: "suv",
  Ute: "ute",
  Van: "van",
  Coupe: "coupe",
  Convertible: "convertible",
  "Cab Chassis": "cab-chassis",
};

const workBodies: readonly SimpleBody[] = ["Ute", "Van", "Cab Chassis"];

export function describeGearbox(code: GearboxCode): {
  simple: string;
  trans: string;
  geartype: string;
} {
  if (code === "CVT") {
    return {
      simple: "Automatic",
      trans: "Continuously Variable",
      geartype: "Constantly Variable Transmission",
    };
  }
  if (code === "R1")
    return { simple: "Automatic", trans: "1 Speed Reduction Gear", geartype: "Reduction Gear" };
  const gears = Number.parseInt(code.replace(/\D/g, ""), 10);
  if (code.startsWith("M"))
    return { simple: "Manual", trans: `${gears} Speed Manual`, geartype: "Manual" };
  if (code.startsWith("DCT")) {
    return {
      simple: "Automatic",
      trans: `${gears} Speed Dual Clutch`,
      geartype: "Sports Automatic Dual Clutch",
    };
  }
  return { simple: "Automatic", trans: `${gears} Speed Automatic`, geartype: "Sports Automatic" };
}

/** Gross vehicle mass is not in the tables; estimate it from the size, as it tracks volume. */
function estimatedGvm(model: CarModel, engine: Engine): number {
  const [length, width, height] = model.facts.size;
  const volume = (length / 1000) * (width / 1000) * (height / 1000);
  const work = workBodies.includes(model.simpleBody) ? 178 : 158;
  const battery = engine.fuel === "E" ? 1.15 : engine.fuel === "PH" ? 1.08 : 1;
  return Math.round((volume * work * battery) / 5) * 5;
}

function kmPerYear(model: CarModel, engine: Engine, make: CarMake): number {
  if (model.simpleBody === "Van") return 22000;
  if (model.simpleBody === "Ute" || model.simpleBody === "Cab Chassis") return 19000;
  if (model.simpleBody === "Coupe" || model.simpleBody === "Convertible") return 8000;
  if (engine.fuel === "E") return 13000;
  return make.luxury ? 12000 : 15000;
}

function staticCategories(make: CarMake, model: CarModel, engine: Engine): string[] {
  const categories: string[] = [];
  const body = model.simpleBody;
  if (model.facts.seats >= 7) categories.push("7 Seaters");
  if (body === "SUV" || body === "Wagon") categories.push("Family Cars");
  if (engine.drive === "4WD") categories.push("4x4 & Off-Road");
  if (workBodies.includes(body)) categories.push("Work Vehicles");
  if (engine.fuel === "E") categories.push("Electric Vehicles");
  if (engine.fuel === "H" || engine.fuel === "PH") categories.push("Hybrids");
  if (make.luxury) categories.push("Luxury");
  if (body === "Coupe" || body === "Convertible" || engine.torqueNm >= 550) {
    categories.push("Performance");
  }
  if ((model.facts.tow ?? 0) >= 3000) categories.push("Towing");
  return categories;
}

function carSpec(make: CarMake, model: CarModel, trimIndex: number): VehicleSpec {
  const [badge, newPrice, engineIndex = 0] = model.trims[trimIndex]!;
  const engine = model.engines[engineIndex] ?? model.engines[0]!;
  const fuel = fuels[engine.fuel];
  const gearbox = describeGearbox(engine.gearbox);
  const facts = model.facts;
  const doors = Number.parseInt(model.body, 10);
  const electric = engine.fuel === "E";
  const tierFromPosition =
    model.trims.length === 1 ? 1 : Math.round((2 * trimIndex) / (model.trims.length - 1));
  const tier = Math.min(2, tierFromPosition + (make.luxury ? 1 : 0));
  const fields: DescriptiveFields = {
    simple_body: model.simpleBody,
    body: model.body,
    simple_transmission: gearbox.simple,
    trans: gearbox.trans,
    simple_fuel: fuel.simple,
    fuel: fuel.label,
    simple_drive: engine.drive,
    drive: drives[engine.drive],
    seats: facts.seats,
    doors: Number.isNaN(doors) ? 4 : doors,
  };
  if (!electric) {
    fields.engine_size = engine.cc;
    fields.engine_size_litres = round(engine.cc / 1000, 1);
  }
  const variantDetail: VariantDetail = {
    induction: fuel.induction,
    geartype: gearbox.geartype,
    grossvehiclemass: estimatedGvm(model, engine),
    vehiclelength: facts.size[0],
    vehiclewidth: facts.size[1],
    vehicleheight: facts.size[2],
    torque: engine.torqueNm,
  };
  if (!electric) {
    variantDetail.cylinders = engine.cylinders;
    variantDetail.enginesize = engine.cc;
    variantDetail.enginesize_litres = round(engine.cc / 1000, 1);
    variantDetail.fuelconsumptioncombined = engine.litresPer100km;
  }
  if (facts.tank !== undefined) variantDetail.fuelcapacity = facts.tank;
  if (facts.tow !== undefined) variantDetail.towingcapacitybraked = facts.tow;
  if (facts.ancap !== undefined) variantDetail.ancaprating = facts.ancap;
  if (workBodies.includes(model.simpleBody)) {
    variantDetail.bodyconfiguration = model.body.replace(/^\d+D\s+/, "");
  }
  const applies = (condition: string) => {
    switch (condition) {
      case "four-wheel-drive":
        return engine.drive === "4WD";
      case "ute":
        return model.simpleBody === "Ute" || model.simpleBody === "Cab Chassis";
      case "van":
        return model.simpleBody === "Van";
      case "suv":
        return model.simpleBody === "SUV";
      case "seven-seats":
        return facts.seats >= 7;
      case "electrified":
        return engine.fuel === "E" || engine.fuel === "H" || engine.fuel === "PH";
      case "electric":
        return electric;
      case "enclosed-roof":
        return !["Ute", "Van", "Cab Chassis", "Convertible"].includes(model.simpleBody);
      case "convertible":
        return model.simpleBody === "Convertible";
      default:
        return condition === "any";
    }
  };
  return {
    itemType: "car",
    make: make.make,
    model: model.model,
    badge: badge || null,
    series: model.series,
    firstYear: model.firstYear,
    lastYear: facts.until ?? null,
    newPrice,
    pickWeight: (facts.pop ?? 3) * trimShare(trimIndex, model.trims.length),
    firstYearKeep: electric ? 0.78 : make.luxury ? 0.8 : 0.85,
    keep: facts.keep ?? make.keep ?? 0.88,
    kmPerYear: kmPerYear(model, engine, make),
    soldNew: !make.usedOnly && facts.until === undefined,
    certifiedProgramme: make.certified ?? false,
    luxury: make.luxury ?? false,
    wmi: make.wmi,
    hasNvic: true,
    imageBody: imageBodies[model.simpleBody],
    palette: workBodies.includes(model.simpleBody) ? "commercial" : "passenger",
    hasInterior: true,
    simpleFuel: fuel.simple,
    fields,
    variantDetail,
    equipment: equipmentFor(carEquipment, tier, applies),
    categories: staticCategories(make, model, engine),
    noun: model.simpleBody === "Ute" ? "ute" : model.simpleBody === "Van" ? "van" : "car",
  };
}

export function buildCarSpecs(makes: readonly CarMake[] = carMakes): VehicleSpec[] {
  const specs: VehicleSpec[] = [];
  for (const make of makes) {
    for (const model of make.models) {
      for (let i = 0; i < model.trims.length; i++) specs.push(carSpec(make, model, i));
    }
  }
  return specs;
}
