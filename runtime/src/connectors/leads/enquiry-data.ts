import { toSlug } from "@storefront/rules/formatting/slug";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";

/** The category a vehicle page's enquiry sends. */
export const vehicleEnquiryCategory = "General Enquiry";

/** The site's dealerships as the preferred-dealership choices. */
export const dealershipChoices = (site: SiteDefinition) =>
  site.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }));

/** The enquiry form's default values from the vehicle, as the specification lists them. */
export function vehicleEnquiryDefaults(vehicle: VehicleRecord, site: SiteDefinition) {
  const dealership =
    site.dealerships.find((entry) => entry.slug === vehicle.dealership_slug) ??
    site.dealerships.find((entry) => entry.id === vehicle.dealership_id);
  return {
    dealership_slug: dealership?.slug,
    manufacturer_slug: toSlug(vehicle.make),
    stock_number: vehicle.stocknum,
    "Vehicle Make": vehicle.make,
    "Vehicle Model": vehicle.model,
    car_type: vehicle.car_type,
    car_id: vehicle.id,
    vehicle_status: vehicle.status,
  };
}

/** The enquiry form block's own options, which the site's form settings can only tighten. */
type EnquiryBlockOptions = {
  commentsRequired: boolean;
  showDealership: boolean;
  checkOptions: string[];
};

/**
 * The enquiry form's options on this site: Comments required unless the block or the site
 * makes them optional, the preferred dealership unless either removes it, the site's
 * additional services before the block's, and the website location select where the site
 * asks for it (its visible locations, by name).
 */
export function enquiryFormOptions(site: SiteDefinition, block: EnquiryBlockOptions) {
  const { forms } = site;
  const locationNames = site.locations
    .filter((location) => location.visible)
    .map((location) => location.name);
  return {
    commentsRequired: block.commentsRequired && forms.enquiryMessageRequired,
    showDealership: block.showDealership && !forms.removePreferredDealership,
    checkOptions: [...new Set([...forms.additionalServices, ...block.checkOptions])],
    locations: forms.enquiryLocationField
      ? [...new Set(locationNames)].map((name) => ({ value: name, label: name }))
      : [],
  };
}
