import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";

/** A dealership's visible location: its primary one, else its first sales one, else its first. */
function dealershipLocation(site: SiteDefinition, dealershipId: string) {
  const own = site.locations.filter(
    (entry) => entry.visible && entry.dealership_id === dealershipId,
  );
  return (
    own.find((entry) => entry.primary) ??
    own.find((entry) => entry.location_type === "sales") ??
    own[0]
  );
}

/**
 * The location banner: the car's location from the site's locations (full address, map centre,
 * phone), else as the car's record gives it, else its dealership's location; 'View Our Stock'
 * for a dealership of the site.
 */
export function vehicleLocationData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
): Omit<BlockData<"vehicle-location">, "onCall"> {
  const mapToken = site.integrations.maps.mapboxToken;
  const locationId = vehicle.location?.id ?? vehicle.location_id;
  const ownLocation = site.locations.find((entry) => entry.id === locationId);
  const dealership = site.dealerships.find(
    (entry) =>
      entry.id === (vehicle.dealership_id ?? ownLocation?.dealership_id) ||
      entry.slug === (vehicle.dealership_slug ?? ownLocation?.dealership_slug),
  );
  // A feed naming only the dealership: the banner shows where that dealership sells.
  const siteLocation =
    ownLocation ??
    (vehicle.location || !dealership ? undefined : dealershipLocation(site, dealership.id));
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
