import { z } from "zod";
import { slug } from "./common.ts";
import type { SiteDefinitionInput } from "./site/definition.ts";
import type { Problem } from "./validation/problems.ts";

/** A site as the studio edits it: a definition as authored, possibly invalid while being edited. */
type Draft = SiteDefinitionInput;

/** A starter in templates/ or a site in exports/. */
export type SiteSource = {
  kind: "template" | "export";
  file: string;
  slug: string;
  name: string;
  template: string;
};

/** A site the studio has a draft of. */
export type DraftSummary = {
  slug: string;
  name: string;
  template: string;
  updatedAt: string;
  /** The draft differs from exports/<slug>/site.json (or was never exported). */
  unexported: boolean;
};

export type StartFrom = { template: string } | { export: string } | { import: unknown };

export type CreateResult =
  | { ok: true; slug: string; draft: Draft }
  | { ok: false; problems: Problem[] };
export type ExportResult =
  | { ok: true; file: string; bytes: number }
  | { ok: false; problems: Problem[] };

/**
 * The studio API on the runtime server, under /studio/api. It answers only on loopback unless
 * the server has a studio access token, which then every call must send as a bearer token.
 *
 * GET    /studio/api/sources            -> SiteSource[]
 * GET    /studio/api/drafts             -> DraftSummary[]
 * POST   /studio/api/drafts             <- StartFrom            -> CreateResult (validated and upgraded; nothing half-loaded)
 * GET    /studio/api/drafts/:slug       -> Draft
 * PUT    /studio/api/drafts/:slug       <- Draft                -> { savedAt }
 * POST   /studio/api/exports/:slug      <- Draft                -> ExportResult (writes exports/<slug>/site.json)
 */
export type StudioApi = {
  sources(): Promise<SiteSource[]>;
  drafts(): Promise<DraftSummary[]>;
  create(from: StartFrom): Promise<CreateResult>;
  load(slug: string): Promise<Draft>;
  save(slug: string, draft: Draft): Promise<{ savedAt: string }>;
  exportSite(slug: string, draft: Draft): Promise<ExportResult>;
};

/** Where a lead's deliveries stand together (`none`: the lead had no destination). */
const leadDeliveryStates = ["pending", "delivered", "failed"] as const;
export type LeadDeliveryState = (typeof leadDeliveryStates)[number] | "none";

/** The most leads one page of the Leads view asks for. */
const leadPageSizeLimit = 100;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date written as YYYY-MM-DD")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "This is not a date");

/** A query parameter left empty is no filter. */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/**
 * The Leads view's filters, as query parameters of the list and of the CSV export. Days are whole
 * days of the site's time zone; `cursor` is the `nextCursor` of the page before.
 */
export const leadListQuery = z
  .strictObject({
    from: filter(isoDay),
    to: filter(isoDay),
    dealership: filter(slug),
    category: filter(z.string().trim().max(100, "Use at most 100 characters")),
    delivery: filter(z.enum(leadDeliveryStates, { error: "Use pending, delivered or failed" })),
    q: filter(z.string().trim().max(100, "Use at most 100 characters")),
    cursor: filter(z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, "This is not a cursor of this list")),
    limit: filter(
      z.coerce
        .number({ error: "Use a whole number" })
        .int("Use a whole number")
        .min(1, "Use at least 1")
        .max(leadPageSizeLimit, `Use at most ${leadPageSizeLimit}`),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    error: "The end date is before the start date",
  });
export type LeadListQuery = z.infer<typeof leadListQuery>;

/** A site the server serves, as the Leads view picks and filters it. */
export type LeadSite = {
  slug: string;
  name: string;
  timeZone: string;
  dealerships: { slug: string; name: string }[];
};

/** One lead in the list. */
export type LeadSummary = {
  id: string;
  createdAt: string;
  name: string;
  email: string | null;
  phone: string | null;
  category: string;
  dealershipSlug: string | null;
  /** The car the lead is about, in words (`2019 Toyota Corolla · stock 1234`), or null. */
  car: string | null;
  delivery: LeadDeliveryState;
};

export type LeadPage = {
  leads: LeadSummary[];
  nextCursor: string | null;
  /** Every category the site's leads have, to filter by. */
  categories: string[];
};

/** One destination's delivery of a lead. */
export type LeadDeliveryView = {
  id: string;
  /** `Email to sales@dealer.example (ADF)`, `Webhook to https://crm.example/leads`. */
  destination: string;
  status: "pending" | "delivering" | "delivered" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
};

export type LeadDetail = {
  lead: LeadSummary & {
    /** Every field the lead was sent with, as validated. */
    fields: Record<string, unknown>;
  };
  deliveries: LeadDeliveryView[];
};

/**
 * The Leads view's API, under the same guard as the rest (loopback or token, same origin for
 * changes). `:site` is a served site's slug; the list and the CSV take `leadListQuery`.
 *
 * GET  /studio/api/lead-sites                                  -> LeadSite[]
 * GET  /studio/api/lead-sites/:site/leads?<filters>            -> LeadPage (400 naming a bad parameter)
 * GET  /studio/api/lead-sites/:site/leads.csv?<filters>        -> text/csv, every matching lead
 * GET  /studio/api/lead-sites/:site/leads/:id                  -> LeadDetail
 * POST /studio/api/lead-sites/:site/deliveries/:id/retry       -> LeadDeliveryView (a failed delivery, queued again)
 */
export type StudioLeadsApi = {
  sites(): Promise<LeadSite[]>;
  leads(site: string, query: LeadListQuery): Promise<LeadPage>;
  lead(site: string, id: string): Promise<LeadDetail>;
  retryDelivery(site: string, deliveryId: string): Promise<LeadDeliveryView>;
  csvUrl(site: string, query: LeadListQuery): string;
};
