import { toSlug } from "@storefront/rules/formatting/slug";
import { enquiryEventId } from "@storefront/rules/leads/enquiry-values";
import { testDriveEventId } from "@storefront/rules/leads/lead-events";
import { similarCarSubcategory } from "@storefront/rules/vehicle/similar/similar-enquiry";
import { isTestDriveOnly } from "@storefront/rules/vehicle/status/test-drive-only";
import type { Offer, SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { vehicleEnquiryCategory } from "./enquiry-data.ts";
import { sentVehicleEnquiry, vehicleLead } from "./lead-fields.ts";
import type { Submission } from "./submit-lead.ts";

type Values = Record<string, unknown>;

/** The vehicle page's enquiry, or its similar-vehicle enquiry. */
export function enquirySubmission(
  vehicle: VehicleRecord,
  site: SiteDefinition,
  values: Values,
  similar: boolean,
): Submission {
  const category = {
    category: vehicleEnquiryCategory,
    ...(similar ? { subcategory: similarCarSubcategory } : {}),
  };
  const lead = vehicleLead(vehicle, site, category, values);
  const sentCategory = String(lead.category ?? vehicleEnquiryCategory);
  const eventId = enquiryEventId(
    {
      category: sentCategory,
      carId: vehicle.id,
      testDriveOnly: isTestDriveOnly({ tag: vehicle.tag }),
    },
    site.analytics.events,
  );
  return {
    lead,
    eventId,
    eventDetails: { car_id: vehicle.id },
    lastEnquiry: sentVehicleEnquiry(vehicle, sentCategory),
  };
}

/** A test drive about the page's vehicle, or about the car a booking link names, if any. */
export function testDriveSubmission(
  { vehicle, linkedCarId }: { vehicle: VehicleRecord | null; linkedCarId: string | undefined },
  site: SiteDefinition,
  category: string,
  values: Values,
): Submission {
  const { events, usedTestDriveEvent } = site.analytics;
  const eventId = testDriveEventId(vehicle?.car_type, events, usedTestDriveEvent);
  if (!vehicle)
    return {
      lead: { ...values, category, ...(linkedCarId ? { car_id: linkedCarId } : {}) },
      eventId,
      lastEnquiry: { category },
    };
  return {
    lead: vehicleLead(vehicle, site, { category }, values),
    eventId,
    eventDetails: { car_id: vehicle.id },
    lastEnquiry: sentVehicleEnquiry(vehicle, category),
  };
}

/** More photos of the vehicle: the request text leads the shopper's own message. */
export function requestPhotosSubmission(
  vehicle: VehicleRecord,
  site: SiteDefinition,
  { category, subcategory, request }: { category: string; subcategory: string; request: string },
  { message, ...values }: Values,
): Submission {
  return {
    lead: vehicleLead(
      vehicle,
      site,
      { category, subcategory },
      { ...values, message: [request, message].filter(Boolean).join("\n\n") },
    ),
    eventId: enquiryEventId({ category, subcategory, carId: vehicle.id }, site.analytics.events),
    eventDetails: { car_id: vehicle.id },
    lastEnquiry: sentVehicleEnquiry(vehicle, category),
  };
}

/** The trade-in lead, about the vehicle when the page shows one. */
export function tradeInSubmission(
  vehicle: VehicleRecord | null,
  site: SiteDefinition,
  category: string,
  values: Values,
): Submission {
  return {
    lead: vehicle ? vehicleLead(vehicle, site, { category }, values) : { ...values, category },
    eventId: enquiryEventId({ category, carId: vehicle?.id }, site.analytics.events),
    lastEnquiry: vehicle ? sentVehicleEnquiry(vehicle, category) : { category },
  };
}

/** A marketer's form: its category's event (general enquiry 22, careers 51). */
export function genericSubmission(
  site: SiteDefinition,
  category: string,
  lead: Values,
): Submission {
  return {
    lead,
    eventId: enquiryEventId({ category }, site.analytics.events),
    lastEnquiry: { category },
  };
}

/** The vehicle page's finance enquiry, with the calculator's purchase price and term (event 9). */
export function financeEnquirySubmission(
  vehicle: VehicleRecord,
  site: SiteDefinition,
  category: string,
  values: Values,
  loan: { amount: number; term: number },
): Submission {
  return {
    lead: vehicleLead(vehicle, site, { category }, { ...values, ...loan }),
    eventId: site.analytics.events.financeEnquiryModal,
    eventDetails: { car_id: vehicle.id },
    lastEnquiry: sentVehicleEnquiry(vehicle, category),
  };
}

/**
 * An enquiry about a special offer: its category, the offer as subcategory, the offer's make and
 * model; it fires the offer-accepted event (18).
 */
export function offerSubmission(
  offer: Offer,
  site: SiteDefinition,
  category: string,
  values: Values,
): Submission {
  const lead = {
    ...values,
    category,
    subcategory: offer.name,
    ...(offer.manufacturer
      ? { manufacturer_slug: toSlug(offer.manufacturer), "Vehicle Make": offer.manufacturer }
      : {}),
    ...(offer.model ? { "Vehicle Model": offer.model.name } : {}),
    ...(offer.dealership_id ? { car_dealership_id: offer.dealership_id } : {}),
  };
  return {
    lead,
    eventId: site.analytics.events.offerAccepted,
    eventDetails: { offer_id: offer.id },
    lastEnquiry: { category },
  };
}
