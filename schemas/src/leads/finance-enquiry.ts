import { z } from "zod";
import { mobilePhone, oneTimeCode } from "../mobile-phone.ts";
import { filled, leadFields, leadHoneypotField, leadPayload, text } from "./lead.ts";

/**
 * The finance enquiry: what the shopper fills in on the finance page, and the two calls to the
 * finance partner it makes (`POST /api/youx/quote`, `POST /api/youx/create-customer`). The page
 * and the server check with these same schemas.
 */

const creditScore = leadFields.shape.selfAssessedCreditScore.unwrap();

const wholeDollars = z
  .number({ error: "Send the purchase price as a number of dollars" })
  .int("Send the purchase price in whole dollars")
  .min(1_000, "Send a purchase price of at least 1,000")
  .max(1_000_000, "Send a purchase price of at most 1,000,000");

const years = z
  .number({ error: "Send the loan term as a number of years" })
  .int("Send the loan term in whole years")
  .min(1, "Send a loan term of 1 to 7 years")
  .max(7, "Send a loan term of 1 to 7 years");

const modelYear = z
  .number({ error: "Send the car's year as a number" })
  .int("Send the car's year as four digits")
  .min(1900, "Send the car's year as four digits")
  .max(2100, "Send the car's year as four digits");

/** The car's identifiers, when the enquiry is about a car. */
const carIdentity = {
  year: modelYear.optional(),
  vin: text(17).optional(),
  nvic: text(20).optional(),
};

/** `POST /api/youx/quote`: the estimate the page asks for while the shopper changes the loan. */
export const financeQuoteRequest = z.strictObject({
  selfAssessedCreditScore: creditScore,
  purchasePrice: wholeDollars,
  loanTerm: years,
  ...carIdentity,
  whoIsHelping: text(100).optional(),
});
export type FinanceQuoteRequest = z.output<typeof financeQuoteRequest>;

/** What a quote answers: weekly repayment and the rates, yearly percent. */
export const financeQuoteAnswer = z.object({
  weeklyRepaymentAmount: z.number().nonnegative(),
  advertisedRate: z.number().nonnegative(),
  comparisonRate: z.number().nonnegative(),
});
export type FinanceQuoteAnswer = z.output<typeof financeQuoteAnswer>;

/** The customer the partner creates: the spec's create-customer payload. */
const financeCustomer = z.strictObject({
  ...carIdentity,
  selfAssessedCreditScore: creditScore,
  purchasePrice: wholeDollars,
  loanTerm: years,
  phoneNumber: mobilePhone,
  firstName: filled(100),
  lastName: text(100).optional(),
  email: z.email("Enter a valid email address").max(254),
  subscribe: z.boolean().default(false),
  postCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "Invalid postcode. Please enter a 4-digit number.")
    .optional(),
});
export type FinanceCustomer = z.output<typeof financeCustomer>;

/** `POST /api/youx/create-customer`: the customer, and the whole lead as the partner's extra data. */
export const createCustomerRequest = z.strictObject({
  data: financeCustomer,
  additionalData: leadPayload,
});
export type CreateCustomerRequest = z.input<typeof createCustomerRequest>;

/** What create-customer answers: the partner's application page to send the shopper to. */
export const createCustomerAnswer = z.object({ redirectUrl: z.url({ protocol: /^https?$/ }) });

/** A field the form leaves out when blank still says it is required. */
const required = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => value ?? "", schema) as unknown as T;

const email = z
  .string()
  .trim()
  .min(1, "This is a required field.")
  .pipe(z.email("Enter a valid email address").max(254));

const requiredPostcode = z
  .string({ error: "Invalid postcode. Please enter a 4-digit number." })
  .trim()
  .regex(/^\d{4}$/, "Invalid postcode. Please enter a 4-digit number.");

type FinanceFormRules = {
  /** The site asks for a 4-digit postcode. */
  postcode: boolean;
  /** The phone is verified with a one-time code before sending. */
  code: boolean;
};

/** What the shopper fills in on the finance page (blank fields arrive as missing). */
export function financeEnquiryFormSchema(rules: FinanceFormRules) {
  return z.strictObject({
    amount: wholeDollars,
    term: years,
    selfAssessedCreditScore: creditScore,
    whoIsHelping: text(100).optional(),
    name: filled(100),
    last_name: text(100).optional(),
    email: required(email),
    phone: required(mobilePhone),
    code: rules.code ? required(oneTimeCode) : z.string().optional(),
    postcode: rules.postcode ? required(requiredPostcode) : z.string().optional(),
    subscribe: z.boolean().default(false),
    [leadHoneypotField]: leadFields.shape[leadHoneypotField],
  });
}
export type FinanceEnquiryValues = z.output<ReturnType<typeof financeEnquiryFormSchema>>;
