import type { QuickPriceVariant } from "@storefront/rules/finance/finance-enquiry";
import type {
  FinanceEnquiryValues,
  FinanceQuoteAnswer,
  FinanceQuoteRequest,
} from "@storefront/schemas/leads/finance-enquiry";
import type { SendCodeResult } from "../phone-verification/phone-verification.tsx";

/** The car a finance enquiry is about, as the side panel shows it and the partner needs it. */
export type FinanceCar = {
  id: string;
  title: string;
  /** The price as shown ('$24,990', or the site's no-price text). */
  priceText: string;
  imageUrl?: string | undefined;
  href: string;
  year?: number | undefined;
  vin?: string | undefined;
  nvic?: string | undefined;
};

/** The site's finance page settings the block follows. */
export type FinancePageSettings = {
  pageForm: "popup" | "single-page";
  sidePanel: boolean;
  steps: string[];
  sampleWording: "comparison-loan" | "advertised-rates";
  quickPriceOptions: QuickPriceVariant;
  buttonText: string;
  /** The site asks for a 4-digit postcode. */
  postcode: boolean;
};

/** What became of a sent enquiry: the browser is on its way to the lender, or it failed. */
export type FinanceSendResult = { status: "redirecting" } | { status: "failed"; message: string };

export type FinanceQuoteCar = Pick<FinanceQuoteRequest, "year" | "vin" | "nvic">;

export type AskQuote = (request: FinanceQuoteRequest) => Promise<FinanceQuoteAnswer>;
export type SendFinanceEnquiry = (values: FinanceEnquiryValues) => Promise<FinanceSendResult>;

/** The chosen car: none named, being looked up, or found (a car not found shows as none). */
export type ChosenCar =
  | { status: "none" }
  | { status: "loading" }
  | { status: "ready"; car: FinanceCar };

/** What the shopper gives when asking for a code: the number, and the details typed so far. */
type CodeRequest = {
  phone_number: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
};

/** Asks for a one-time code for the phone: sent, or the catalogue's message for why not. */
export type SendCode = (request: CodeRequest) => Promise<SendCodeResult>;
