import { type SiteDefinition, siteDefinition } from "@storefront/schemas";
import { testServer } from "../http/test-server.ts";
import type { FinancePartners } from "./finance-partner.ts";
import { financePlugin } from "./finance-routes.ts";

const site = (slug: string, finance: Record<string, unknown>): SiteDefinition =>
  siteDefinition.parse({
    version: 1,
    slug,
    name: slug,
    template: "dealer-group",
    domains: [`${slug}.localhost`],
    finance,
  });

/** One site with an application page and a 10% rate, one with neither page nor fee and 8%. */
export const financeSites = [
  site("group", {
    applicationUrl: "https://apply.example.com/start",
    calculator: { defaultRate: 10, establishmentFee: 500 },
  }),
  site("other", { calculator: { defaultRate: 8 } }),
];

export const financeTestServer = (
  partners?: FinancePartners,
  overrides: Parameters<typeof testServer>[0] = {},
) =>
  testServer({
    sites: financeSites,
    rateLimits: false,
    plugins: [financePlugin(partners)],
    ...overrides,
  });

/** A quote as the finance page asks for it. */
export const quoteBody = (fields: Record<string, unknown> = {}) => ({
  selfAssessedCreditScore: "GREAT",
  purchasePrice: 30_000,
  loanTerm: 5,
  year: 2021,
  vin: "JTFBT3CD802118231",
  whoIsHelping: "Sam",
  ...fields,
});

/** A customer as the finance page sends it, with its lead. */
export const customerBody = (data: Record<string, unknown> = {}) => ({
  data: {
    selfAssessedCreditScore: "DECENT",
    purchasePrice: 45_000,
    loanTerm: 4,
    year: 2021,
    vin: "JTFBT3CD802118231",
    phoneNumber: "+61 412 345 678",
    firstName: "Jo",
    lastName: "Citizen",
    email: "jo@example.com",
    subscribe: true,
    postCode: "4000",
    ...data,
  },
  additionalData: {
    name: "Jo",
    last_name: "Citizen",
    email: "jo@example.com",
    phone: "0412 345 678",
    category: "Finance Enquiry",
    tags: ["YouX"],
    amount: 45_000,
    term: 4,
    selfAssessedCreditScore: "DECENT",
    lead_attributes: { visited_pages: ["/", "/finance"], linked_query_params: {} },
  },
});
