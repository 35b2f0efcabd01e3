import { type PhotographedVehicle, primaryImageUrl } from "@storefront/schemas/stock/vehicle-photo";
import { isAvailable } from "../vehicle/status/availability.ts";

export type Favourite = {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url?: string | undefined;
};

/** Favourites are kept in local storage per site. */
export const favouritesKey = (siteSlug: string) => `favourites:${siteSlug}`;

/** Adds the car when absent, removes it when present; says which happened. */
export function toggleFavourite(
  list: readonly Favourite[],
  car: Favourite,
): { list: Favourite[]; added: boolean } {
  if (list.some((entry) => entry.id === car.id)) {
    return { list: list.filter((entry) => entry.id !== car.id), added: false };
  }
  return { list: [...list, car], added: true };
}

/** Reads a stored list, dropping anything that is not a favourite entry. */
export function parseFavourites(text: string | null): Favourite[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter(
          (entry): entry is Favourite =>
            typeof entry?.id === "number" && typeof entry?.slug === "string",
        )
      : [];
  } catch {
    return [];
  }
}

/** The site's favourites settings (`favourites` in the site definition). */
export type FavouriteSettings = {
  enabled: boolean;
  mode: "favourites" | "compare";
  compareUsedOnly: boolean;
};

/**
 * The save controls a car has. The heart saves to the watchlist where shoppers can sign in (the
 * site's authentication flag), else to the local favourites unless the site compares instead; in
 * compare mode a compare toggle adds the car to the local list the compare page shows. A site
 * that does not store favourites has neither.
 */
export type SaveControls = { heart: "watchlist" | "favourites" | undefined; compare: boolean };

export function saveControls(settings: FavouriteSettings, signInEnabled: boolean): SaveControls {
  if (!settings.enabled) return { heart: undefined, compare: false };
  const compare = settings.mode === "compare";
  return { heart: signInEnabled ? "watchlist" : compare ? undefined : "favourites", compare };
}

/**
 * The favourites or compare toggle shows only where the site stores favourites and the car can be
 * bought (in stock or coming soon); a sold car keeps it while saved. In compare mode it is also
 * hidden for a price of 0 or less, a car with no images or thumbnails, and, where the site
 * compares used cars only, a car that is not used. `mode` is the toggle's: the heart passes
 * "favourites" whatever the site's mode.
 */
export function showsFavouriteToggle(
  car: { status: string; price: number; car_type: string } & PhotographedVehicle,
  settings: FavouriteSettings,
  saved: boolean,
): boolean {
  if (!settings.enabled) return false;
  // The Save button is hidden on a sold car unless it is already saved.
  if (!isAvailable(car)) return saved;
  if (settings.mode === "compare") {
    if (car.price <= 0 || primaryImageUrl(car) === undefined) return false;
    if (settings.compareUsedOnly && car.car_type !== "used") return false;
  }
  return true;
}
