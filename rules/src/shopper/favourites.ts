import { type PhotographedVehicle, primaryImageUrl } from "@storefront/schemas/vehicle-photo";

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

/** The favourite toggle shows only where the site stores favourites and the car can be bought. */
export function showsFavouriteToggle(
  car: { status: string; price: number; car_type: string } & PhotographedVehicle,
  settings: { enabled: boolean; mode: "favourites" | "compare"; compareUsedOnly: boolean },
  saved: boolean,
): boolean {
  if (!settings.enabled) return false;
  // The Save button is hidden on a sold car unless it is already saved.
  if (car.status === "sold") return saved;
  if (settings.mode === "compare") {
    if (car.price <= 0 || primaryImageUrl(car) === undefined) return false;
    if (settings.compareUsedOnly && car.car_type !== "used") return false;
  }
  return true;
}
