import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";

/**
 * The location banner: the car's location from the site's locations (full address, map centre,
 * phone), else as the car's record gives it; 'View Our Stock' for a dealership of the site.
 */
export function vehicleLocationData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
): Omit<BlockData<"vehicle-location">, "onCall"> {
  const mapToken = site.integrations.maps.mapboxToken;
  const locationId = vehicle.location?.id ?? vehicle.location_id;
  const siteLocation = site.locations.find((entry) => entry.id === locationId);
  const dealership = site.dealerships.find(
    (entry) =>
      entry.id === (vehicle.dealership_id ?? siteLocation?.dealership_id) ||
      entry.slug === (vehicle.dealership_slug ?? siteLocation?.dealership_slug),
  );
  const name = vehicle.location?.name ?? siteLocation?.name;
  if (!name) return { location: undefined, mapToken };
  const address = siteLocation?.address ?? vehicle.location?.address ?? {};
  return {
    location: {
      name,
      address,
      phone: siteLocation?.contact_detail.phone ?? vehicle.location?.phone,
      dealershipSlug: dealership?.slug,
      centre: siteLocation && { lat: siteLocation.address.lat, long: siteLocation.address.long },
    },
    mapToken,
  };
}
