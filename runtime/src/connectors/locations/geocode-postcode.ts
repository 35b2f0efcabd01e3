import type { Coordinates } from "@storefront/rules/locations/distance";
import type { PostcodePlace } from "@storefront/schemas/postcode-lookup";

/** Places a postcode through the server's offline postcode data; undefined when it has none. */
export async function geocodePostcode(postcode: string): Promise<Coordinates | undefined> {
  const response = await fetch(`/api/postcodes/${encodeURIComponent(postcode)}`);
  if (!response.ok) return undefined;
  const place = (await response.json()) as PostcodePlace;
  return { lat: place.lat, long: place.long };
}
