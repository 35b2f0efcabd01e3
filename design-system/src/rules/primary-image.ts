type ImagedCar = {
  primary_image_url?: string | undefined;
  images?: readonly ({ url?: string | undefined; isVideo?: boolean | undefined } | undefined)[];
};

/** The photo a card shows: the primary image, else the first image that is not a video. */
export function primaryImageUrl(car: ImagedCar): string | undefined {
  if (car.primary_image_url?.trim()) return car.primary_image_url;
  return car.images?.find((image) => image && !image.isVideo && image.url)?.url;
}
