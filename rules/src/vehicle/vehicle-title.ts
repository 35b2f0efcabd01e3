type TitledCar = {
  year: number;
  make: string;
  model: string;
  badge?: string | null | undefined;
  series?: string | null | undefined;
};

/** A card heading: year, make, model, badge and series, leaving out the parts a car lacks. */
export function vehicleTitle(car: TitledCar): string {
  return [car.year, car.make, car.model, car.badge, car.series]
    .map((part) => (part === null || part === undefined ? "" : String(part).trim()))
    .filter(Boolean)
    .join(" ");
}
