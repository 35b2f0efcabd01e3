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

/** The name a car goes by (a saved car's label): the feed's own name, else year, make and model. */
export function carName(car: {
  name?: string | null | undefined;
  year: number;
  make: string;
  model: string;
}): string {
  return car.name ?? `${car.year} ${car.make} ${car.model}`;
}
