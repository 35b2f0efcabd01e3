import { z } from "zod";
import { slug } from "../common.ts";
import { leadHoneypotField } from "./lead-honeypot.ts";

/** The specification's wording for a field that must be filled in. */
const requiredFieldMessage = "This is a required field.";

export const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredFieldMessage : undefined) })
    .trim()
    .max(max, `Use at most ${max} characters`);
export const filled = (max: number) => text(max).min(1, requiredFieldMessage);

/** An id as other systems send it, a number or text; kept as text. */
const idText = z
  .union([z.number().int().nonnegative(), filled(100)], {
    error: (issue) =>
      issue.input === undefined ? requiredFieldMessage : "Use the id as a whole number or text",
  })
  .transform((value) => String(value));

const webAddress = z
  .url({ protocol: /^https?$/, error: "Use the page's full http(s) address" })
  .max(2000, "Use at most 2000 characters");

/** What the browser tracked across the visit. */
const leadAttributes = z.strictObject({
  visited_pages: z
    .array(text(2000))
    .max(100, "List at most 100 pages")
    .default([])
    .meta({ description: "Pages visited before the lead, oldest first." }),
  linked_query_params: z
    .record(text(100), text(2000))
    .refine((params) => Object.keys(params).length <= 50, "Send at most 50 query parameters")
    .default({})
    .meta({ description: "Query parameters the visit arrived with (utm_source...)." }),
});

/** The states and territories a registration belongs to. */
export const regoStates = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;

/** The car a shopper offers in trade: what a dealer needs to value it. */
export const tradeIn = z.strictObject({
  rego: text(20).optional().meta({ title: "Rego" }),
  rego_state: z
    .enum(regoStates, { error: `Choose one of ${regoStates.join(", ")}` })
    .optional()
    .meta({ title: "Rego state" }),
  make: filled(100).meta({ title: "Make" }),
  model: filled(100).meta({ title: "Model" }),
  badge: text(100).optional().meta({ title: "Badge" }),
  year: z
    .number({ error: "Enter the year as four digits" })
    .int("Enter the year as four digits")
    .min(1900, "Enter a year from 1900")
    .refine((year) => year <= new Date().getFullYear() + 1, "Enter a year no later than next year")
    .meta({ title: "Year" }),
  km: z
    .number({ error: "Enter the odometer in whole kilometres" })
    .int("Enter the odometer in whole kilometres")
    .min(0, "Enter the odometer in whole kilometres")
    .max(2_000_000, "Enter at most 2,000,000 km")
    .optional()
    .meta({ title: "Odometer (km)" }),
});

export { leadHoneypotField };

/**
 * The fields of a lead as the forms send it and as `POST /api/leads` accepts it, named as the
 * specification names them. Unknown fields are refused by name.
 */
export const leadFields = z.strictObject({
  name: filled(100).meta({ title: "First Name" }),
  last_name: text(100).optional(),
  email: z.email("Enter a valid email address").max(254).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, "Enter a phone number: digits, spaces, +, ( ) and - only")
    .optional()
    .meta({ title: "Mobile" }),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "Invalid postcode. Please enter a 4-digit number.")
    .optional(),
  message: text(5000).optional().meta({ title: "Comments" }),
  category: filled(100).default("General Enquiry"),
  subcategory: text(100).optional(),
  opt_in: z.boolean().default(true),
  terms_conditions: z.boolean().optional(),
  location: text(100).optional().meta({ description: "The website location chosen." }),
  dealership_slug: slug.optional().meta({ description: "The preferred dealership." }),
  manufacturer_slug: text(100).optional(),
  stock_number: text(50).optional(),
  "Vehicle Make": text(100).optional(),
  "Vehicle Model": text(100).optional(),
  car_type: text(20).optional(),
  vehicle_status: text(20).optional(),
  rego: text(20).optional().meta({ title: "Rego" }),
  car_id: idText.optional(),
  car_dealership_id: idText.optional(),
  url: webAddress.optional().meta({ description: "The page the lead was sent from." }),
  source: filled(50).default("Website"),
  user_agent: text(1000).optional(),
  lead_attributes: leadAttributes.prefault({}),
  additional_services: z.array(filled(100)).max(50, "List at most 50 services").default([]),
  tags: z.array(filled(50)).max(20, "List at most 20 tags").optional(),
  // The test drive's preferred day and time, both optional.
  preferred_date: z.iso
    .date("Enter the date as YYYY-MM-DD")
    .optional()
    .meta({ title: "Preferred date" }),
  preferred_time: z.iso
    .time({ precision: -1, error: "Enter the time as HH:MM" })
    .optional()
    .meta({ title: "Preferred time" }),
  trade_in: tradeIn.optional().meta({ description: "The car offered in trade." }),
  // The finance enquiry's values.
  amount: z.number().min(0).max(10_000_000).optional(),
  term: z.number().int().min(1).max(7).optional(),
  selfAssessedCreditScore: z.enum(["GREAT", "DECENT", "POOR"]).optional(),
  whoIsHelping: text(100).optional(),
  subscribe: z.boolean().optional(),
  // The offer-accepted lead follows an earlier lead.
  lead_id: text(100).optional(),
  form_completed: z.boolean().optional(),
  offer_accepted: z.boolean().optional(),
  // Spam defences that people never notice.
  [leadHoneypotField]: z.string().max(1000).optional().meta({
    description: "A field hidden from people: a lead with it filled in is refused.",
  }),
  form_opened_at: z.number().int().positive().optional().meta({
    description: "When the form was opened (milliseconds since 1970, the browser's clock).",
  }),
  form_sent_at: z.number().int().positive().optional().meta({
    description: "When the form was sent, by the same clock as form_opened_at.",
  }),
});

/** A lead-wide check said alongside the fields' own problems, not only once they are fixed. */
const withOtherProblems = ({ value }: { value: unknown }) =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Someone who needs a reply leaves an email address or a phone number. */
export const reachable: [
  (lead: { email?: string | undefined; phone?: string | undefined }) => boolean,
  z.core.$ZodCustomParams,
] = [
  (lead) => lead.email !== undefined || lead.phone !== undefined,
  {
    message: "Enter an email address or a phone number so the dealer can reply",
    path: ["email"],
    when: withOtherProblems,
  },
];

/** The category of the finance enquiry, which carries the loan the shopper asked about. */
export const financeEnquiryCategory = "Finance Enquiry";

/** A finance enquiry's lead names a loan field it lacks, as the specification's form sends both. */
const financeLoanField = (
  field: "amount" | "term",
  message: string,
): [
  (lead: {
    category?: string | undefined;
    amount?: number | undefined;
    term?: number | undefined;
  }) => boolean,
  z.core.$ZodCustomParams,
] => [
  (lead) => lead.category !== financeEnquiryCategory || lead[field] !== undefined,
  { message, path: [field], when: withOtherProblems },
];
const financeAmount = financeLoanField(
  "amount",
  "A Finance Enquiry needs the purchase price: send amount, in dollars",
);
const financeTerm = financeLoanField(
  "term",
  "A Finance Enquiry needs the loan term: send term, in years (1 to 7)",
);

/** A Careers Enquiry is kept as a General Enquiry with subcategory Career Enquiry. */
const careersAsGeneral = <
  T extends { category?: string | undefined; subcategory?: string | undefined },
>(
  lead: T,
): T =>
  lead.category === "Careers Enquiry"
    ? { ...lead, category: "General Enquiry", subcategory: "Career Enquiry" }
    : lead;

/**
 * A lead. Someone who needs a reply leaves an email address or a phone number; a Finance
 * Enquiry carries its purchase price (amount) and loan term (term); a Careers Enquiry is a
 * General Enquiry with subcategory Career Enquiry.
 */
export const leadPayload = leadFields
  .refine(...reachable)
  .refine(...financeAmount)
  .refine(...financeTerm)
  .transform(careersAsGeneral);
export type LeadPayload = z.output<typeof leadPayload>;

/** The phone reveal on a vehicle page, recorded as a lead call. */
export const leadCall = z.strictObject({
  car_id: idText,
  dealership_id: idText.optional(),
  website_id: idText.optional(),
});

/** The vehicle page's view counter's query. */
export const vehicleViewQuery = z.object({
  photos_count: z.coerce.number().int().min(0).optional(),
  updated_at: text(40).optional(),
  website_id: text(100).optional(),
});

/** Which of the enquiry form's fields must be filled in, from the block's settings and the site. */
type EnquiryFormRules = {
  commentsRequired: boolean;
  categoryRequired: boolean;
  dealershipRequired: boolean;
  locationRequired: boolean;
};

/**
 * What a shopper fills in on the enquiry form, checked by the lead's own field rules (blank
 * fields sent as missing); the rest of the lead comes from the page.
 */
export function enquiryFormSchema(rules: EnquiryFormRules) {
  return leadFields
    .pick({
      name: true,
      last_name: true,
      email: true,
      phone: true,
      postcode: true,
      rego: true,
      opt_in: true,
      [leadHoneypotField]: true,
    })
    .extend({
      message: rules.commentsRequired ? filled(5000) : text(5000).optional(),
      category: rules.categoryRequired ? filled(100) : text(100).optional(),
      dealership_slug: rules.dealershipRequired ? filled(100) : text(100).optional(),
      location: rules.locationRequired ? filled(100) : text(100).optional(),
      additional_services: z.array(filled(100)).max(50).optional(),
    })
    .refine(...reachable)
    .transform(careersAsGeneral);
}
