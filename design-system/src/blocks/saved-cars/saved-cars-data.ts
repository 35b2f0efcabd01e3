import type { VehicleRecord } from "@storefront/schemas";

/** A car the shopper keeps, and the car as the site lists it now. */
export type SavedCar = {
  id: number;
  /** The car's page. */
  href: string;
  /** The name kept with it, shown when the site no longer lists the car. */
  name: string;
  /** Undefined when the site no longer lists the car (sold long ago, withdrawn). */
  vehicle?: VehicleRecord | undefined;
};

/** What the runtime's connector supplies to the saved cars block. */
export type SavedCarsData = {
  status: "loading" | "ready" | "error";
  cars: SavedCar[];
  noPriceText: string;
  searchHref: string;
  /** The side-by-side page, offered from the cards when two or more cars are kept. */
  compareHref?: string | undefined;
  onRemove: (car: SavedCar) => void;
  /** The watchlist to a signed-out shopper: where to sign in, in place of the cars. */
  signInHref?: string | undefined;
};
