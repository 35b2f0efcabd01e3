import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { isSold } from "@storefront/rules/vehicle/availability";
import { keyInformationEntries } from "@storefront/rules/vehicle/key-information";
import { vehicleTitle } from "@storefront/rules/vehicle/vehicle-title";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { locationHref } from "../../search-state/location-href.ts";
import { searchLocation } from "../../search-state/scope.ts";

/** The vehicle page's sidebar: the vehicle, where it is, and the site's no-price text. */
export function vehicleSummaryData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
  now: Date,
): BlockData<"vehicle-summary"> {
  return {
    vehicle,
    locationName: vehicle.location?.name ?? vehicle.location_name ?? vehicle.dealership_name,
    noPriceText: site.search.noPriceText,
    clock: { now, timeZone: site.timeZone },
    expiredRego: site.vehiclePage.regoExpiredText,
  };
}

/** The gallery: the vehicle's media, its title for names and alt texts, and the site's settings. */
export function vehicleGalleryData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
): BlockData<"vehicle-gallery"> {
  return {
    title: vehicleTitle(vehicle),
    status: vehicle.status,
    images: vehicle.images,
    primary_image_url: vehicle.primary_image_url,
    video_url: vehicle.video_url,
    external_video_url: vehicle.external_video_url,
    spin_images: vehicle.spin_images,
    spin_code: vehicle.spin_code,
    spin_interior_image: vehicle.spin_interior_image,
    hotspots: vehicle.hotspots,
    defaultView: site.vehiclePage.galleryDefaultView,
    autoRotate: site.vehiclePage.spinAutoRotate,
  };
}

export function keyInformationData(vehicle: VehicleRecord): BlockData<"key-information"> {
  return { entries: keyInformationEntries(vehicle) };
}

export function dealerCommentsData(vehicle: VehicleRecord): BlockData<"dealer-comments"> {
  return { comments: vehicle.dealercomments ?? "" };
}

/**
 * A sold vehicle's notice. 'Find Me Something Similar' leads to the search for the same make and
 * model until the vehicle page has its enquiry form.
 */
export function soldNoticeData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
): BlockData<"sold-notice"> {
  const lists = { make: [vehicle.make], model: [vehicle.model] };
  return {
    sold: isSold(vehicle),
    itemType: vehicle.item_type,
    similarHref: locationHref(searchLocation({ ...emptyRefinements(), lists }, site)),
  };
}
