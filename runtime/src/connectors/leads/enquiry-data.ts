import { toSlug } from "@storefront/rules/formatting/slug";
import { vehicleHref } from "@storefront/rules/vehicle/card-links";
import { similarCarSubcategory } from "@storefront/rules/vehicle/similar-enquiry";
import { vehicleTitle } from "@storefront/rules/vehicle/vehicle-title";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { VisitAttributes } from "./visit-tracking.ts";

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

type Sending = {
  vehicle: VehicleRecord;
  site: SiteDefinition;
  /** The form's checked values (the lead's fields the shopper filled in). */
  values: Record<string, unknown>;
  similar: boolean;
  pageUrl: string;
  userAgent: string;
  visit: VisitAttributes;
  openedAt: number;
  sentAt: number;
};

/** The lead a vehicle page's enquiry sends: the form's values over the vehicle's defaults. */
export function vehicleEnquiryLead({
  vehicle,
  site,
  values,
  similar,
  pageUrl,
  userAgent,
  visit,
  openedAt,
  sentAt,
}: Sending): Record<string, unknown> {
  const lead: Record<string, unknown> = {
    ...vehicleEnquiryDefaults(vehicle, site),
    category: vehicleEnquiryCategory,
    ...(similar ? { subcategory: similarCarSubcategory } : {}),
    ...values,
    url: pageUrl,
    source: "Website",
    user_agent: userAgent.slice(0, 1000),
    car_dealership_id: vehicle.dealership_id,
    lead_attributes: visit,
    form_opened_at: openedAt,
    form_sent_at: sentAt,
  };
  return Object.fromEntries(Object.entries(lead).filter(([, value]) => value !== undefined));
}

/** What `/success` names: the car and the category, kept in the browser. */
export const sentVehicleEnquiry = (vehicle: VehicleRecord, category: string) => ({
  category,
  car: { id: String(vehicle.id), title: vehicleTitle(vehicle), href: vehicleHref(vehicle) },
});
