import { vehicleHref } from "@storefront/rules/vehicle/card/card-links";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { similarCarSubcategory } from "@storefront/rules/vehicle/similar/similar-enquiry";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { vehicleEnquiryCategory, vehicleEnquiryDefaults } from "./enquiry-data.ts";
import type { VisitAttributes } from "./visit-tracking.ts";

// What a sent lead holds: built when the shopper sends, apart from what the forms show first.

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
