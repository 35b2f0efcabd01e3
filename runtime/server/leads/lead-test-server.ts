import { type SiteDefinition, siteDefinition, type VehicleRecord } from "@storefront/schemas";
import { testCarWith, testServer } from "../http/test-server.ts";
import type { Store } from "../store/open-store.ts";

/** Two dealerships, each with a destination, under a site-wide CRM webhook. */
const leadSite: SiteDefinition = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group Motors",
  template: "dealer-group",
  domains: ["group.localhost"],
  dealerships: [
    {
      id: "d1",
      slug: "group-toyota",
      name: "Group Toyota",
      leadTargets: [{ kind: "email", to: "toyota-sales@example.com" }],
    },
    {
      id: "d2",
      slug: "group-kia",
      name: "Group Kia",
      leadTargets: [{ kind: "email", to: "kia-sales@example.com" }],
    },
  ],
  integrations: {
    leads: {
      targets: [{ kind: "webhook", url: "https://crm.example.com/leads", secretEnv: "CRM_SECRET" }],
    },
  },
});

/** Another site on the same server: its leads and counters are its own. */
const otherSite: SiteDefinition = siteDefinition.parse({
  version: 1,
  slug: "other",
  name: "Other Cars",
  template: "used-car-dealer",
  domains: ["other.localhost"],
});

export const kiaCar: VehicleRecord = testCarWith({
  id: 42,
  slug: "2023-kia-cerato-s-k42",
  make: "Kia",
  model: "Cerato",
  year: 2023,
  updated_at: "2026-11-20T09:00:00+10:00",
  stocknum: "K42",
  km: 12000,
  price: 24990,
  views: 7,
  photos_count: 12,
  dealership_id: "d2",
});

export const leadTestServer = (store: Store, overrides: Parameters<typeof testServer>[0] = {}) =>
  testServer({
    sites: [leadSite, otherSite],
    vehicles: [kiaCar],
    store,
    rateLimits: false,
    ...overrides,
  });

/** A lead as a form sends it, opened a minute ago. */
export const formLead = (fields: Record<string, unknown> = {}) => ({
  name: "Jo",
  last_name: "Citizen",
  email: "jo@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  message: "Is it still available?",
  category: "General Enquiry",
  opt_in: true,
  terms_conditions: true,
  url: "https://group.localhost/cars/2023-kia-cerato-s-k42",
  source: "Website",
  lead_attributes: {
    visited_pages: ["/", "/cars/2023-kia-cerato-s-k42"],
    linked_query_params: { utm_source: "google" },
  },
  form_opened_at: Date.now() - 60_000,
  ...fields,
});
