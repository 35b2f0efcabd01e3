import type { CardVehicle } from "./card-vehicle.ts";

type LinkedCar = Pick<CardVehicle, "id" | "slug" | "path" | "vin">;

/** A vehicle's own page: the path the feed gives, else /cars/{slug}. */
export const vehicleHref = (car: Pick<LinkedCar, "slug" | "path">): string =>
  car.path ?? `/cars/${car.slug}`;

/** A vehicle page's absolute address on a site's origin (share links, canonical, print, PDF). */
export const vehiclePageUrl = (car: Pick<LinkedCar, "slug" | "path">, origin: string): string =>
  new URL(vehicleHref(car), origin).href;

/**
 * Where a result card's actions lead. Finance goes to the personalised finance page when the car
 * has a vehicle-identification code, and to the finance page otherwise.
 */
export function cardActionHrefs(car: LinkedCar) {
  return {
    enquireHref: `${vehicleHref(car)}#enquire`,
    financeHref: car.vin?.trim()
      ? `/personalised/finance?car_id=${car.id}`
      : `/finance?car_id=${car.id}`,
    testDriveHref: `/book-test-drive?car_id=${car.id}`,
  };
}
