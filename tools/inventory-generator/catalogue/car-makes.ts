import type { CarMake } from "./car-model.ts";
import { ford, holden, jeep, ram, tesla } from "./cars/cars-american-makes.ts";
import { byd, chery, gwm, haval, ldv, mg } from "./cars/cars-chinese-makes.ts";
import { bmw, landRover, mercedesBenz, mini, volvo } from "./cars/cars-european-luxury.ts";
import { hyundai, kia } from "./cars/cars-hyundai-kia.ts";
import { mazda, nissan } from "./cars/cars-mazda-nissan.ts";
import { isuzu, mitsubishi } from "./cars/cars-mitsubishi-isuzu.ts";
import { honda, subaru, suzuki } from "./cars/cars-subaru-honda-suzuki.ts";
import { lexus, toyota } from "./cars/cars-toyota-lexus.ts";
import { audi, porsche, skoda, volkswagen } from "./cars/cars-volkswagen-group.ts";

/** Every car make the generator knows, in rough order of Australian sales. */
export const carMakes: readonly CarMake[] = [
  toyota,
  ford,
  mazda,
  kia,
  hyundai,
  mitsubishi,
  isuzu,
  mg,
  byd,
  nissan,
  tesla,
  subaru,
  volkswagen,
  gwm,
  haval,
  suzuki,
  honda,
  lexus,
  mercedesBenz,
  bmw,
  audi,
  ldv,
  chery,
  skoda,
  volvo,
  jeep,
  ram,
  landRover,
  mini,
  porsche,
  holden,
];
