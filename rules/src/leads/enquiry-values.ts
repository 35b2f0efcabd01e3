/** Form values whose names end in `_radio_options` are dropped from a lead. */
const radioOptionsSuffix = "_radio_options";

/**
 * The values an enquiry form sends: `_radio_options` values dropped, and the check options
 * marked true collected into `additional_services` (in the order the form lists them).
 */
export function enquiryValues(
  values: Record<string, unknown>,
  checkOptions: readonly string[],
): Record<string, unknown> {
  const kept = Object.entries(values).filter(
    ([name]) => !name.endsWith(radioOptionsSuffix) && !checkOptions.includes(name),
  );
  const services = checkOptions.filter((option) => values[option] === true);
  return {
    ...Object.fromEntries(kept),
    ...(services.length > 0 ? { additional_services: services } : {}),
  };
}

type EnquiryEvents = {
  enquiryNew: number;
  enquiryTestDriveOnly: number;
  generalEnquiry: number;
  careers: number;
};

/**
 * The analytics event a sent enquiry fires: Careers (51) by category, Test Drive Only (17) by
 * category or for a car tagged 'Test Drive Only', the general enquiry (22) without a vehicle,
 * the vehicle enquiry (14) otherwise.
 */
export function enquiryEventId(
  enquiry: {
    category: string | undefined;
    subcategory?: string | undefined;
    carId?: unknown;
    testDriveOnly?: boolean;
  },
  events: EnquiryEvents,
): number {
  if (enquiry.category === "Careers Enquiry" || enquiry.subcategory === "Career Enquiry")
    return events.careers;
  if (enquiry.category === "Test Drive Only" || enquiry.testDriveOnly)
    return events.enquiryTestDriveOnly;
  if (enquiry.carId === undefined) return events.generalEnquiry;
  return events.enquiryNew;
}

const rememberedFields = ["name", "last_name", "email", "phone", "postcode"] as const;
export type RememberedDetails = Partial<Record<(typeof rememberedFields)[number], string>>;

/**
 * The shopper's details kept for the next form: only when name, email and phone are all present.
 */
export function rememberedDetails(values: Record<string, unknown>): RememberedDetails | null {
  const filled = (name: string) => {
    const value = values[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  if (!filled("name") || !filled("email") || !filled("phone")) return null;
  const details: RememberedDetails = {};
  for (const field of rememberedFields) {
    const value = filled(field);
    if (value !== undefined) details[field] = value;
  }
  return details;
}
