import { plainErrors } from "@storefront/schemas";
import {
  createCustomerRequest,
  financeQuoteRequest,
} from "@storefront/schemas/leads/finance-enquiry";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../http/app.ts";
import {
  apiErrorHandler,
  type FieldProblem,
  fieldProblems,
  readingMessage,
} from "../leads/request-problems.ts";
import { FinancePartnerError, type FinancePartners } from "./finance-partner.ts";
import { httpPartners } from "./http-partner.ts";
import { siteSettingsPartner } from "./site-settings-partner.ts";

/** A customer carries the whole lead; 64 KB is the lead API's own limit. */
const customerBodyLimit = 64 * 1024;
const quoteBodyLimit = 4 * 1024;

/** What the finance page reads: the field `error`, with each field's problem beside it. */
function refuse(reply: FastifyReply, status: number, what: string, problems: FieldProblem[]) {
  const list = problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ");
  return reply.code(status).send({ error: `${what}: ${list}`, problems });
}

/** Refusals before the handler (unreadable or oversized bodies, rate limits) in the same shape. */
function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) return apiErrorHandler(error, request, reply);
  if (status === 429) return reply.code(429).send({ error: error.message });
  const message =
    status === 413
      ? `The request is larger than ${request.routeOptions.bodyLimit ?? 0} bytes`
      : readingMessage(error);
  return refuse(reply, status, "The request was not read", [{ path: "body", message }]);
}

/**
 * The finance partner of each site: the HTTP partner when `FINANCE_PARTNER_URL` and
 * `FINANCE_PARTNER_KEY` are set, else quotes from the site's finance settings.
 */
export function partnersFromEnvironment(env: NodeJS.ProcessEnv = process.env): FinancePartners {
  const url = env.FINANCE_PARTNER_URL?.trim();
  const key = env.FINANCE_PARTNER_KEY?.trim();
  if (url && key) return httpPartners({ url, key });
  if (url || key)
    throw new Error("Set both FINANCE_PARTNER_URL and FINANCE_PARTNER_KEY, or neither");
  return siteSettingsPartner;
}

/**
 * `POST /api/youx/quote` and `POST /api/youx/create-customer`, per site: the body is checked
 * with the page's own schemas, then the site's finance partner answers. A partner's failure is
 * logged and answered 502 with the specification's message.
 */
export function financePlugin(given?: FinancePartners) {
  return async (app: FastifyInstance, context: ServerContext): Promise<void> => {
    const partners = given ?? partnersFromEnvironment();
    await app.register(async (scoped) => {
      scoped.setErrorHandler(errorHandler);
      const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
        if (!(error instanceof FinancePartnerError)) throw error;
        request.log.warn({ err: error.cause ?? error }, error.message);
        return reply.code(502).send({ error: error.message });
      };

      scoped.post(
        "/api/youx/quote",
        { bodyLimit: quoteBodyLimit, onRequest: context.rateLimits.api },
        async (request, reply) => {
          const parsed = financeQuoteRequest.safeParse(request.body, { error: plainErrors });
          if (!parsed.success)
            return refuse(reply, 400, "The quote was not asked", fieldProblems(parsed.error));
          try {
            return await partners(context.siteFor(request)).quote(parsed.data);
          } catch (error) {
            return failed(request, reply, error);
          }
        },
      );

      scoped.post(
        "/api/youx/create-customer",
        { bodyLimit: customerBodyLimit, onRequest: context.rateLimits.leads },
        async (request, reply) => {
          const parsed = createCustomerRequest.safeParse(request.body, { error: plainErrors });
          if (!parsed.success)
            return refuse(reply, 400, "The customer was not created", fieldProblems(parsed.error));
          const { data, additionalData } = parsed.data;
          try {
            return await partners(context.siteFor(request)).createCustomer(data, additionalData);
          } catch (error) {
            return failed(request, reply, error);
          }
        },
      );
    });
  };
}
