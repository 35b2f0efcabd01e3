/** The media fields that decide a vehicle's photo. */
export type PhotographedVehicle = {
  primary_image_url?: string | undefined;
  images?: readonly ({ url?: string | undefined; isVideo?: boolean | undefined } | undefined)[];
  thumbnails?: readonly string[] | undefined;
};

/**
 * The photo that stands for a vehicle (result card, saved car): the primary image, else the first
 * image that is not a video, else the first thumbnail. Undefined when the car has no photo.
 */
export function primaryImageUrl(car: PhotographedVehicle): string | undefined {
  if (car.primary_image_url?.trim()) return car.primary_image_url;
  const image = car.images?.find((entry) => entry && !entry.isVideo && entry.url?.trim())?.url;
  return image ?? car.thumbnails?.find((url) => url.trim());
}

/**
 * The record with `primary_image_url` filled in from its images when the feed left it out, so a
 * search can return the card's photo without the whole gallery.
 */
export function withPrimaryImage<Car extends PhotographedVehicle>(car: Car): Car {
  const url = primaryImageUrl(car);
  return url === undefined || url === car.primary_image_url
    ? car
    : { ...car, primary_image_url: url };
}
