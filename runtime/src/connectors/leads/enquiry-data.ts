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

/** Where and when a lead was sent from: the page, the browser and the visit. */
export type PageDetails = {
  pageUrl: string;
  userAgent: string;
  visit: VisitAttributes;
  openedAt: number;
  sentAt: number;
};

/** A lead with the page it came from, the visit's tracking and its fill times; no blanks. */
export function withPageDetails(
  lead: Record<string, unknown>,
  { pageUrl, userAgent, visit, openedAt, sentAt }: PageDetails,
): Record<string, unknown> {
  const full: Record<string, unknown> = {
    ...lead,
    url: pageUrl,
    source: "Website",
    user_agent: userAgent.slice(0, 1000),
    lead_attributes: visit,
    form_opened_at: openedAt,
    form_sent_at: sentAt,
  };
  return Object.fromEntries(Object.entries(full).filter(([, value]) => value !== undefined));
}

/** A lead about a vehicle: the form's values over the vehicle's defaults and the category. */
export function vehicleLead(
  vehicle: VehicleRecord,
  site: SiteDefinition,
  category: { category: string; subcategory?: string },
  values: Record<string, unknown>,
): Record<string, unknown> {
  return {
    ...vehicleEnquiryDefaults(vehicle, site),
    ...category,
    ...values,
    car_dealership_id: vehicle.dealership_id,
  };
}

type Sending = PageDetails & {
  vehicle: VehicleRecord;
  site: SiteDefinition;
  /** The form's checked values (the lead's fields the shopper filled in). */
  values: Record<string, unknown>;
  similar: boolean;
};

/** The lead a vehicle page's enquiry sends: the form's values over the vehicle's defaults. */
export function vehicleEnquiryLead({
  vehicle,
  site,
  values,
  similar,
  ...page
}: Sending): Record<string, unknown> {
  const category = {
    category: vehicleEnquiryCategory,
    ...(similar ? { subcategory: similarCarSubcategory } : {}),
  };
  return withPageDetails(vehicleLead(vehicle, site, category, values), page);
}

/** What `/success` names: the car and the category, kept in the browser. */
export const sentVehicleEnquiry = (vehicle: VehicleRecord, category: string) => ({
  category,
  car: { id: String(vehicle.id), title: vehicleTitle(vehicle), href: vehicleHref(vehicle) },
});
