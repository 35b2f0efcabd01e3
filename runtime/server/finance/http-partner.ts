import type { SiteDefinition } from "@storefront/schemas";
import {
  createCustomerAnswer,
  financeQuoteAnswer,
} from "@storefront/schemas/leads/finance-enquiry";
import type { z } from "zod";
import { type PartnerApi, postToPartner } from "../http/partner-post.ts";
import {
  type FinancePartner,
  FinancePartnerError,
  type FinancePartners,
  partnerMessages,
} from "./finance-partner.ts";

/** The partner's API: quotes at `{url}/quote`, customers at `{url}/customers`. */
export type HttpPartnerOptions = PartnerApi;

/**
 * A finance partner's HTTP API: JSON posts with the key as a bearer token and the site's slug in
 * `X-Storefront-Site`; an answer that is not OK, or not the expected shape, is a failure.
 */
export function httpPartners(options: HttpPartnerOptions): FinancePartners {
  const post = async <T>(
    site: SiteDefinition,
    path: string,
    body: unknown,
    shape: z.ZodType<T>,
  ) => {
    const reply = await postToPartner(options, site, path, body);
    if (!reply.ok) throw new Error(`The finance partner answered ${reply.status}`);
    return { answer: reply.body, parsed: shape.safeParse(reply.body) };
  };
  return (site): FinancePartner => ({
    quote: async (input) => {
      try {
        const { parsed } = await post(site, "/quote", input, financeQuoteAnswer);
        if (!parsed.success) throw new Error("The finance partner's quote has no repayment");
        return parsed.data;
      } catch (error) {
        throw new FinancePartnerError(partnerMessages.quote, { cause: error });
      }
    },
    createCustomer: async (data, additionalData) => {
      let reply: Awaited<ReturnType<typeof post<{ redirectUrl: string }>>>;
      try {
        reply = await post(site, "/customers", { data, additionalData }, createCustomerAnswer);
      } catch (error) {
        throw new FinancePartnerError(partnerMessages.customer, { cause: error });
      }
      if (!reply.parsed.success) throw new FinancePartnerError(partnerMessages.noRedirect);
      return reply.parsed.data;
    },
  });
}
