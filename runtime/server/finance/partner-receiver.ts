import {
  createCustomerRequest,
  financeQuoteRequest,
} from "@storefront/schemas/leads/finance-enquiry";
import { jsonApiReceiver } from "../http/json-api-receiver.ts";

/** The receiver's quote for a request: a repayment that follows the price and term. */
export const receiverQuote = (purchasePrice: number, loanTerm: number) => ({
  weeklyRepaymentAmount: Math.round((purchasePrice * 1.2 * 100) / (loanTerm * 52)) / 100,
  advertisedRate: 6.29,
  comparisonRate: 8.19,
});

/**
 * A real finance partner API on 127.0.0.1 (on `port`, else a free one) for tests: it refuses a
 * call without `Authorization: Bearer <key>` (401) or whose JSON is not the spec's payload
 * (400), answers `POST /quote` and `POST /customers` (a redirect to its own `/apply` page), and
 * serves that page; `refused` lists the calls it refused. `fail` makes it answer 500 to the named calls.
 */
export function financePartnerReceiver(
  key: string,
  options: { port?: number; fail?: ("quote" | "customers")[] } = {},
) {
  let customers = 0;
  return jsonApiReceiver(
    key,
    {
      "/quote": {
        request: financeQuoteRequest,
        answer: ({ purchasePrice, loanTerm }) =>
          options.fail?.includes("quote")
            ? { status: 500, body: { error: "Quoting is down" } }
            : { status: 200, body: receiverQuote(purchasePrice, loanTerm) },
      },
      "/customers": {
        request: createCustomerRequest,
        answer: (_customer, origin) => {
          if (options.fail?.includes("customers"))
            return { status: 500, body: { error: "Customers are down" } };
          customers += 1;
          return { status: 201, body: { redirectUrl: `${origin}/apply?ref=${customers}` } };
        },
      },
    },
    {
      ...(options.port ? { port: options.port } : {}),
      pages: {
        "/apply":
          '<!doctype html><html lang="en"><head><title>Apply to lender</title></head><body><main><h1>Your finance application</h1></main></body></html>',
      },
    },
  );
}
