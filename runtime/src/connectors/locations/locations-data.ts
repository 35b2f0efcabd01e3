import type { LocationView } from "@storefront/design-system/blocks/dealer-locations/index.ts";
import { directionsUrl, locationActions } from "@storefront/rules/locations/location-links";
import {
  hoursTable,
  isOpenNow,
  locationClock,
  otherZoneName,
  upcomingHolidayHours,
} from "@storefront/rules/locations/opening-hours";
import { locationSection } from "@storefront/rules/locations/section";
import { addressText } from "@storefront/rules/vehicle/details/vehicle-location";
import type { Location, SiteDefinition } from "@storefront/schemas";

/** A location as its card and page show it, by the site's settings and the dealer's clock. */
function locationView(
  location: Location,
  site: SiteDefinition,
  now: Date,
  options: { onDetailPage?: boolean } = {},
): LocationView {
  const clock = locationClock(location, site, now);
  const dealership = site.dealerships.find((entry) => entry.id === location.dealership_id);
  const reviews = location.reviews;
  const showsRating =
    !!reviews &&
    reviews.count > 0 &&
    !site.reviews.hidden &&
    reviews.average_rating > site.reviews.minimumRating;
  const hours = location.contact_detail.opening_hours;
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    type: location.location_type,
    dealershipId: location.dealership_id,
    dealershipName: dealership?.name,
    address: addressText(location.address),
    city: location.address.city,
    coordinates: { lat: location.address.lat, long: location.address.long },
    phone: location.contact_detail.phone,
    email: location.contact_detail.email,
    image: location.image,
    badge: location.coming_soon_badge,
    hours: hoursTable(hours, site.locationDisplay.weekendClosedText),
    hoursZone: otherZoneName(clock.timeZone, site.timeZone),
    openNow: isOpenNow(hours, location.special_hours, clock),
    holidays: upcomingHolidayHours(location.special_hours, clock),
    rating: showsRating ? { average: reviews.average_rating, count: reviews.count } : undefined,
    actions: locationActions(location, {
      dealershipSlug: dealership?.slug,
      onDetailPage: options.onDetailPage ?? false,
    }),
    directions: directionsUrl(location),
  };
}

/** The locations section on a page at `path`, by the spec's section rule. */
export function dealerLocationsData(site: SiteDefinition, path: string, now: Date) {
  const section = locationSection(site.locations, path);
  const views = (list: Location[]) => list.map((entry) => locationView(entry, site, now));
  switch (section.kind) {
    case "none":
      return { section: section.kind, locations: [] };
    case "hero-map":
      return {
        section: section.kind,
        locations: views([section.location]),
        focusId: section.location.id,
      };
    case "dealership-list":
      return {
        section: section.kind,
        locations: views(section.locations),
        mapLocations: views(section.mapped),
        focusId: section.focus.id,
      };
    default:
      return {
        section: section.kind,
        locations: views(section.locations),
        focusId: section.focus.id,
      };
  }
}

/** The location a detail page's path names (its last segment), if the site shows it. */
export function findLocation(site: SiteDefinition, path: string): Location | undefined {
  const slug = decodeURIComponent(path.split("/").filter(Boolean).at(-1) ?? "");
  return site.locations.find((entry) => entry.slug === slug && entry.visible);
}

/** The location and its other types at the same place (same dealership, street and postcode). */
export function locationDetailData(
  site: SiteDefinition,
  location: Location | undefined,
  now: Date,
) {
  if (!location) return { location: undefined, types: [] };
  const samePlace = site.locations.filter(
    (entry) =>
      entry.visible &&
      entry.dealership_id === location.dealership_id &&
      entry.address.street === location.address.street &&
      entry.address.postcode === location.address.postcode,
  );
  const view = (entry: Location) => locationView(entry, site, now, { onDetailPage: true });
  return { location: view(location), types: samePlace.map(view) };
}
