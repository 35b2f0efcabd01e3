import { z } from "zod";
import { isoDate, postcode } from "./common.ts";
import { carType, quote, vehicleStatus } from "./vehicle.ts";

export const leadMessages = {
  required: "This is a required field.",
  codeLength: "Code must be 6 digits.",
  postcode: "Invalid postcode. Please enter a 4-digit number.",
  terms: "* You must agree to the terms of use before submitting the form.",
} as const;

const phone = z
  .string()
  .trim()
  .min(1, leadMessages.required)
  .regex(/^\+?[\d\s()-]{8,16}$/, "Please enter a valid phone number.");
const email = z.email("Please enter a valid email address.");
const requiredText = z.string().trim().min(1, leadMessages.required);

export const leadAttributes = z.strictObject({
  visited_pages: z.array(z.string()).max(50).default([]),
  linked_query_params: z.record(z.string(), z.string()).default({}),
});

/** What every lead carries besides the form's own fields. */
export const leadContext = z.strictObject({
  url: z.string().min(1),
  source: z.literal("Website").default("Website"),
  user_agent: z.string().max(512).default(""),
  car_id: z.number().int().positive().optional(),
  car_dealership_id: z.string().optional(),
  lead_attributes: leadAttributes.prefault({}),
});

export const contactFields = z.strictObject({
  name: requiredText,
  last_name: z.string().trim().optional(),
  email,
  phone,
});

export const enquiryCategories = [
  "General Enquiry",
  "Sales Enquiry",
  "Service Enquiry",
  "Parts Enquiry",
  "Finance Enquiry",
  "Careers Enquiry",
] as const;

export const vehicleDefaults = z.strictObject({
  dealership_slug: z.string().optional(),
  manufacturer_slug: z.string().optional(),
  stock_number: z.string().optional(),
  vehicle_make: z.string().optional(),
  vehicle_model: z.string().optional(),
  car_type: carType.optional(),
  car_id: z.number().int().positive().optional(),
  vehicle_status: vehicleStatus.optional(),
});

export const enquiryLead = z.strictObject({
  ...contactFields.shape,
  ...leadContext.shape,
  ...vehicleDefaults.shape,
  kind: z.literal("enquiry"),
  message: z.string().trim().max(5000).default(""),
  category: z.string().min(1, leadMessages.required).default("General Enquiry"),
  subcategory: z.string().optional(),
  rego: z.string().trim().max(12).optional(),
  location: z.string().optional(),
  opt_in: z.boolean().default(true),
  terms_conditions: z.boolean().optional(),
  additional_services: z.array(z.string()).default([]),
});

export const testDriveLead = z.strictObject({
  ...contactFields.shape,
  ...leadContext.shape,
  ...vehicleDefaults.shape,
  kind: z.literal("test-drive"),
  message: z.string().trim().max(5000).optional(),
  preferred_date: z.iso.date().optional(),
  preferred_time: z.string().optional(),
  opt_in: z.boolean().default(true),
});

export const requestPhotosLead = z.strictObject({
  ...contactFields.shape,
  ...leadContext.shape,
  ...vehicleDefaults.shape,
  kind: z.literal("request-photos"),
  hidden_text: z.string().default("Please send me more photos of this vehicle."),
  message: z.string().trim().max(5000).optional(),
});

export const tradeInLead = z.strictObject({
  ...contactFields.shape,
  ...leadContext.shape,
  kind: z.literal("trade-in"),
  rego: z.string().trim().min(1, leadMessages.required),
  regoState: z.string().min(2).max(3),
  year: z.number().int().min(1900).max(2100).optional(),
  make: z.string().optional(),
  model: z.string().optional(),
  km: z.number().min(0).optional(),
  adjustmentAnswers: z.record(z.string(), z.string()).default({}),
});

export const creditScores = ["GREAT", "DECENT", "POOR"] as const;

export const financeEnquiryLead = z.strictObject({
  ...contactFields.shape,
  ...leadContext.shape,
  kind: z.literal("finance-enquiry"),
  amount: z.number().int().min(10000).max(200000).default(30000),
  term: z.number().int().min(1).max(7).default(5),
  selfAssessedCreditScore: z.enum(creditScores).default("GREAT"),
  whoIsHelping: z.string().default(""),
  code: z
    .string()
    .min(1, leadMessages.required)
    .regex(/^\d{6}$/, leadMessages.codeLength),
  postcode: postcode.optional(),
  subscribe: z.boolean().default(false),
  category: z.literal("Finance Enquiry").default("Finance Enquiry"),
  tags: z.array(z.string()).default(["YouX"]),
});

export const genericLead = z.strictObject({
  ...leadContext.shape,
  kind: z.literal("generic"),
  form: z.string().min(1),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});

export const lead = z.discriminatedUnion("kind", [
  enquiryLead,
  testDriveLead,
  requestPhotosLead,
  tradeInLead,
  financeEnquiryLead,
  genericLead,
]);
export type Lead = z.infer<typeof lead>;

export const leadResponse = z.strictObject({ lead_id: z.string().min(1) });

export const watchlistItem = z.strictObject({ id: z.number().int().positive() });
export const watchlistRequest = z.strictObject({
  phone_number: phone,
  car_id: z.number().int().positive(),
});
export const watchlistResponse = z.object({ success: z.boolean(), error: z.string().optional() });

/** Kept in local storage per site. */
export const favouriteEntry = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  make: z.string(),
  model: z.string(),
  primary_image_url: z.string().optional(),
});
export type FavouriteEntry = z.infer<typeof favouriteEntry>;

export const rememberedUser = z.object({
  name: z.string(),
  last_name: z.string().optional(),
  email: z.string(),
  phone: z.string(),
  postcode: z.string().optional(),
});

export const viewedCar = z.object({
  id: z.number().int(),
  stocknum: z.string(),
  make: z.string(),
  model: z.string(),
  body: z.string().optional(),
  simple_body: z.string().optional(),
});

export const quoteRequest = z.strictObject({
  selfAssessedCreditScore: z.enum(creditScores).default("GREAT"),
  purchasePrice: z.number().positive(),
  loanTerm: z.number().int().min(1).max(7).default(5),
  year: z.number().int().min(1900).max(2100),
  vin: z.string().optional(),
  nvic: z.string().optional(),
  whoIsHelping: z.string().default(""),
});
export const quoteResponse = z.union([quote, z.object({ error: z.string() })]);

export const createCustomerRequest = z.strictObject({
  data: z.strictObject({
    nvic: z.string().optional(),
    vin: z.string().optional(),
    selfAssessedCreditScore: z.enum(creditScores),
    purchasePrice: z.number().positive(),
    year: z.number().int().optional(),
    loanTerm: z.number().int().min(1).max(7),
    phoneNumber: phone,
    firstName: requiredText,
    lastName: requiredText,
    email,
    subscribe: z.boolean(),
    postCode: postcode.optional(),
  }),
  additionalData: financeEnquiryLead,
});
export const createCustomerResponse = z.union([
  z.object({ redirectUrl: z.url() }),
  z.object({ error: z.string() }),
]);

export const marketGaugeResponse = z.object({
  fill: z.number(),
  listing_price: z.number(),
  market_range_min: z.number(),
  market_range_max: z.number(),
  confidence: z.number().min(0).max(1),
  description: z.string(),
});
export type MarketGaugeResponse = z.infer<typeof marketGaugeResponse>;

export const leadCallTracking = z.strictObject({
  car_id: z.number().int().positive(),
  dealership_id: z.string(),
  website_id: z.string(),
});

export const verificationLogRow = z.strictObject({
  user_id: z.string(),
  website_slug: z.string(),
  dealership_slug: z.string(),
  verification_type: z.enum(["sms", "verify"]),
  created_at: isoDate.optional(),
});
