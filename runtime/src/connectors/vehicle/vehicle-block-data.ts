import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import { primaryPhone } from "@storefront/rules/navigation/primary-phone";
import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { reserveOnlineLinks } from "@storefront/rules/vehicle/actions/reserve-online";
import { cardActionHrefs, vehiclePageUrl } from "@storefront/rules/vehicle/card/card-links";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { keyInformationEntries } from "@storefront/rules/vehicle/details/key-information";
import { similarEnquiryHref } from "@storefront/rules/vehicle/similar/similar-enquiry";
import { isSold } from "@storefront/rules/vehicle/status/availability";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { locationHref } from "../../search-state/location-href.ts";
import { searchLocation } from "../../search-state/scope.ts";
import { vehicleLocationData } from "./vehicle-location-data.ts";

/**
 * The vehicle page's sidebar: the vehicle, where it is, the site's no-price text, and Reserve and
 * Buy Online where the site offers them for this car. The save toggles are the connector's.
 */
export function vehicleSummaryData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
  now: Date,
): Omit<BlockData<"vehicle-summary">, "favourite" | "compare"> {
  return {
    vehicle,
    locationName: vehicle.location?.name ?? vehicle.location_name ?? vehicle.dealership_name,
    noPriceText: site.search.noPriceText,
    clock: { now, timeZone: site.timeZone },
    expiredRego: site.vehiclePage.regoExpiredText,
    reserve: reserveOnlineLinks(vehicle, site.vehiclePage),
  };
}

export function keyInformationData(vehicle: VehicleRecord): BlockData<"key-information"> {
  return { entries: keyInformationEntries(vehicle) };
}

export function dealerCommentsData(vehicle: VehicleRecord): BlockData<"dealer-comments"> {
  return { comments: vehicle.dealercomments ?? "" };
}

/**
 * A sold vehicle's notice. 'Find Me Something Similar' opens the page's enquiry form asking for a
 * similar vehicle, or, on a page without one, leads to the search for the same make and model.
 */
export function soldNoticeData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
  pageHasEnquiryForm = false,
): BlockData<"sold-notice"> {
  const lists = { make: [vehicle.make], model: [vehicle.model] };
  return {
    sold: isSold(vehicle),
    itemType: vehicle.item_type,
    similarHref: pageHasEnquiryForm
      ? similarEnquiryHref(cardActionHrefs(vehicle).enquireHref)
      : locationHref(searchLocation({ ...emptyRefinements(), lists }, site)),
  };
}

/** Share, print and PDF: the vehicle's slug, title and page address, and its history report. */
export function vehicleActionsData(
  vehicle: VehicleRecord,
  origin: string,
  onHistoryReport: () => void,
): BlockData<"vehicle-actions"> {
  return {
    slug: vehicle.slug,
    title: vehicleTitle(vehicle),
    pageUrl: vehiclePageUrl(vehicle, origin),
    historyReportUrl: vehicle.file,
    onHistoryReport,
  };
}

/**
 * The number a shopper calls about the car: its location's (the record's, else the site's
 * location the banner shows: the car's or its dealership's), else the site's primary one.
 */
export function dealerPhoneData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
): Omit<BlockData<"dealer-phone">, "onCall"> {
  const located = vehicleLocationData(vehicle, site).location;
  const phone = vehicle.location?.phone
    ? { label: vehicle.location.name, number: vehicle.location.phone }
    : located?.phone
      ? { label: located.name, number: located.phone }
      : primaryPhone(site.locations);
  return { phone, reveal: site.vehiclePage.phoneReveal };
}

/** The price as the page shows it: amount, type, SOLD, or the site's no-price text. */
export function vehiclePrice(vehicle: VehicleRecord, site: SiteDefinition) {
  return {
    price: vehicle.price,
    priceType: vehicle.price_type,
    sold: isSold(vehicle),
    noPriceText: site.search.noPriceText,
  };
}

/** The sticky header and call bar: the car's title, price and number, and the site's call bar. */
export function vehicleStickyBarsData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
): Omit<BlockData<"vehicle-sticky-bars">, "onCall"> {
  return {
    title: vehicleTitle(vehicle),
    price: vehiclePrice(vehicle, site),
    phone: dealerPhoneData(vehicle, site).phone,
    enquireHref: "#enquire",
    callBar: site.vehiclePage.stickyCallBar,
  };
}
