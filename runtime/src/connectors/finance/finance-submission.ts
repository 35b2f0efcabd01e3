import type {
  FinanceCar,
  FinanceSendResult,
} from "@storefront/design-system/blocks/finance-enquiry/index.ts";
import type {
  CreateCustomerRequest,
  FinanceEnquiryValues,
} from "@storefront/schemas/leads/finance-enquiry";
import type { LeadAnswer } from "../leads/send-lead.ts";
import type { CustomerAnswer } from "./finance-calls.ts";

/** The specification's words for a lead that was not saved. */
const leadFailureMessage = "Lead submission failed.";

const withoutBlanks = (record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined && value !== ""),
  );

/** The finance enquiry's lead: category 'Finance Enquiry', tagged 'YouX', about the car if any. */
function financeLead(
  values: FinanceEnquiryValues,
  car: FinanceCar | undefined,
): Record<string, unknown> {
  return withoutBlanks({
    name: values.name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    postcode: values.postcode,
    amount: values.amount,
    term: values.term,
    selfAssessedCreditScore: values.selfAssessedCreditScore,
    whoIsHelping: values.whoIsHelping,
    subscribe: values.subscribe,
    category: "Finance Enquiry",
    tags: ["YouX"],
    car_id: car?.id,
    extra_notes: values.extra_notes,
  });
}

/** The create-customer payload's customer fields. */
function financeCustomer(
  values: FinanceEnquiryValues,
  car: FinanceCar | undefined,
): CreateCustomerRequest["data"] {
  return withoutBlanks({
    nvic: car?.nvic,
    vin: car?.vin,
    selfAssessedCreditScore: values.selfAssessedCreditScore,
    purchasePrice: values.amount,
    year: car?.year,
    loanTerm: values.term,
    phoneNumber: values.phone,
    firstName: values.name,
    lastName: values.last_name,
    email: values.email,
    subscribe: values.subscribe,
    postCode: values.postcode,
  }) as CreateCustomerRequest["data"];
}

export type FinanceSending = {
  /** Checks the phone's code first; a failure message stops the sending. */
  verify?: ((values: FinanceEnquiryValues) => Promise<string | null>) | undefined;
  /** The lead with the page, visit and fill times added. */
  complete: (lead: Record<string, unknown>) => Record<string, unknown>;
  sendLead: (lead: Record<string, unknown>) => Promise<LeadAnswer>;
  createCustomer: (request: CreateCustomerRequest) => Promise<CustomerAnswer>;
  /** Sends the browser to the lender's page. */
  redirect: (url: string) => void;
};

/**
 * Sends the finance enquiry: the code is verified first (its failure stops here); then the lead
 * and the customer are sent together; when both succeed the browser goes to the partner's page.
 * Any failure is said in the specification's words.
 */
export async function sendFinanceEnquiry(
  values: FinanceEnquiryValues,
  car: FinanceCar | undefined,
  sending: FinanceSending,
): Promise<FinanceSendResult> {
  const refused = await sending.verify?.(values);
  if (refused) return { status: "failed", message: refused };
  const lead = sending.complete(financeLead(values, car));
  const [leadAnswer, customer] = await Promise.all([
    sending.sendLead(lead),
    sending.createCustomer({ data: financeCustomer(values, car), additionalData: lead as never }),
  ]);
  if (leadAnswer.status !== "saved") return { status: "failed", message: leadFailureMessage };
  if (customer.status !== "created") return { status: "failed", message: customer.message };
  sending.redirect(customer.redirectUrl);
  return { status: "redirecting" };
}
