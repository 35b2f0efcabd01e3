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
