import type { SiteDefinition } from "@storefront/schemas";
import { createCustomerAnswer, financeQuoteAnswer } from "@storefront/schemas/finance-enquiry";
import type { z } from "zod";
import {
  type FinancePartner,
  FinancePartnerError,
  type FinancePartners,
  partnerMessages,
} from "./finance-partner.ts";

export type HttpPartnerOptions = {
  /** The partner's API, without a trailing slash: quotes at `/quote`, customers at `/customers`. */
  url: string;
  /** Sent as `Authorization: Bearer <key>`. */
  key: string;
  /** How long one call may take (the spec's request time-out, 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const defaultTimeoutMs = 15_000;

/**
 * A finance partner's HTTP API: JSON posts with the key as a bearer token and the site's slug in
 * `X-Storefront-Site`; an answer that is not OK, or not the expected shape, is a failure.
 */
export function httpPartners(options: HttpPartnerOptions): FinancePartners {
  const base = options.url.replace(/\/+$/, "");
  const send = options.fetch ?? fetch;
  const post = async <T>(
    site: SiteDefinition,
    path: string,
    body: unknown,
    shape: z.ZodType<T>,
  ) => {
    const response = await send(`${base}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        authorization: `Bearer ${options.key}`,
        "x-storefront-site": site.slug,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`The finance partner answered ${response.status}`);
    return { answer, parsed: shape.safeParse(answer) };
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
