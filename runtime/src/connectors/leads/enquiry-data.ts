import { toSlug } from "@storefront/rules/formatting/slug";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { GenericField } from "@storefront/schemas/leads/lead-forms";

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

/**
 * The enquiry form's options on this site, from its form settings: Comments required unless
 * the site makes them optional, the preferred dealership unless the site removes it, the
 * site's additional services as check options, and the website location select where the site
 * asks for it (its visible locations, by name).
 */
export function enquiryFormOptions(site: SiteDefinition) {
  const { forms } = site;
  const locationNames = websiteLocations(site);
  return {
    commentsRequired: forms.enquiryMessageRequired,
    showDealership: !forms.removePreferredDealership,
    checkOptions: forms.additionalServices,
    locations: forms.enquiryLocationField
      ? locationNames.map((name) => ({ value: name, label: name }))
      : [],
  };
}

/** The names the website location select offers: the site's visible locations, each once. */
const websiteLocations = (site: SiteDefinition) => [
  ...new Set(
    site.locations.filter((location) => location.visible).map((location) => location.name),
  ),
];

/**
 * A marketer's form's fields on this site: an enquiry form (its lead category an enquiry) gets
 * the required website location select before its Comments where the site asks for it
 * (`forms.enquiryLocationField`) and the form has no location field of its own.
 */
export function withWebsiteLocation(
  fields: GenericField[],
  categories: readonly string[],
  site: SiteDefinition,
): GenericField[] {
  const locations = websiteLocations(site);
  const enquiry = categories[0]?.endsWith("Enquiry") ?? false;
  if (!site.forms.enquiryLocationField || !enquiry || !locations.length) return fields;
  if (fields.some((field) => field.name === "location")) return fields;
  const location: GenericField = {
    name: "location",
    label: "Location",
    kind: "select",
    required: true,
    options: locations,
  };
  const comments = fields.findIndex((field) => field.name === "message");
  const at = comments === -1 ? fields.length : comments;
  return [...fields.slice(0, at), location, ...fields.slice(at)];
}
