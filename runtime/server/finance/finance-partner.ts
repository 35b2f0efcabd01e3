import type { LeadPayload, SiteDefinition } from "@storefront/schemas";
import type {
  FinanceCustomer,
  FinanceQuoteAnswer,
  FinanceQuoteRequest,
} from "@storefront/schemas/leads/finance-enquiry";

/** The finance partner a site's finance page talks to: quotes, then the customer's application. */
export type FinancePartner = {
  quote(input: FinanceQuoteRequest): Promise<FinanceQuoteAnswer>;
  /** Creates the customer and answers the partner's application page for them. */
  createCustomer(
    data: FinanceCustomer,
    additionalData: LeadPayload,
  ): Promise<{ redirectUrl: string }>;
};

/** The partner of each site. */
export type FinancePartners = (site: SiteDefinition) => FinancePartner;

/** The specification's messages for the partner's failures, word for word. */
export const partnerMessages = {
  quote: "Failed to get YouX quick quote.",
  customer: "Failed to create customer with YouX",
  noRedirect: "Failed to create customer or no redirect URL received.",
} as const;

/** A failure the shopper is told about in one of the specification's messages. */
export class FinancePartnerError extends Error {
  constructor(
    message: (typeof partnerMessages)[keyof typeof partnerMessages],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "FinancePartnerError";
  }
}
