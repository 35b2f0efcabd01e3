import { trackEvent } from "@storefront/rules/shopper/analytics";
import type { Favourite } from "@storefront/rules/shopper/favourites";
import { carName } from "@storefront/rules/vehicle/card/vehicle-title";
import type { SiteDefinition } from "@storefront/schemas";

type FavouriteCar = Omit<Favourite, "name"> & {
  name?: string | null | undefined;
  year: number;
};

/**
 * Saves or unsaves a car in the shopper's favourites (a result card's heart or the vehicle
 * page's); saving it fires the car-saved event (39).
 */
export function toggleFavouriteCar(
  site: SiteDefinition,
  toggle: (car: Favourite) => boolean,
  car: FavouriteCar,
): void {
  const added = toggle({
    id: car.id,
    name: carName(car),
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primary_image_url,
  });
  if (added)
    trackEvent(site.analytics.events.carSaved, { car_id: car.id }, site.analytics.dataLayer);
}
