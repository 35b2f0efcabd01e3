import { z } from "zod";
import { slug } from "./common.ts";
import type { SiteDefinitionInput } from "./site/definition.ts";
import { siteId } from "./studio/site-id.ts";
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
  /** The draft's own name in the studio (its file), the id it was started with. */
  slug: string;
  name: string;
  template: string;
  updatedAt: string;
  /** The draft differs from its site's export (or was never exported). */
  unexported: boolean;
  /** The site id it was exported as; from then on its id cannot change. */
  exportedAs: string | null;
  /** The group's site this rooftop takes what it does not change from. */
  parent: string | null;
};

/** The largest draft (or imported document) the API takes; the demo group's is about 75 KB. */
export const draftByteLimit = 1024 * 1024;

export const slugParams = z.strictObject({ slug: siteId });

/** A draft as authored: any JSON object; the schema judges it only on export. */
export const draftBody = z.record(z.string(), z.unknown(), {
  error: "Send the draft as a JSON object",
});

const siteName = z
  .string({ error: "Give the site a name" })
  .trim()
  .min(1, "Give the site a name")
  .max(200, "Use at most 200 characters");

/**
 * Where a new draft starts from: a template (with the new site's own name and id), a group's
 * site (a rooftop of it, holding only its name and id until it changes more), an export, or a
 * document the marketer imports.
 */
export const startFrom = z.union(
  [
    z.strictObject({ template: siteId, name: siteName.optional(), slug: siteId.optional() }),
    z.strictObject({ export: siteId }),
    z.strictObject({ parent: siteId, name: siteName, slug: siteId }),
    z.strictObject({
      import: z.unknown().refine((value) => value !== undefined, "Send the document to import"),
    }),
  ],
  {
    error:
      'Send { "template": name, "name", "slug" }, { "parent": group id, "name", "slug" }, { "export": slug } or { "import": document }',
  },
);
export type StartFrom =
  | { template: string; name?: string | undefined; slug?: string | undefined }
  | { export: string }
  | { parent: string; name: string; slug: string }
  | { import: unknown };

/** A note kept with a version: what the marketer says changed. */
const versionNote = z.string().trim().max(500, "Use at most 500 characters");

/**
 * An export of a draft. `replace` confirms that the export may replace an exported site this
 * draft was not exported as; without it the server answers 409 naming that site.
 */
export const exportRequest = z.strictObject({
  draft: draftBody,
  note: versionNote.optional(),
  replace: z.boolean().optional(),
});

export const versionParams = z.strictObject({
  slug: siteId,
  number: z.coerce
    .number({ error: "Use a version number" })
    .int("Use a version number")
    .min(1, "Use a version number"),
});

/** Puts an earlier version back as a new version. */
export const rollbackRequest = z.strictObject({
  version: z.number({ error: "Name the version to roll back to" }).int().min(1),
  note: versionNote.optional(),
});
type RollbackRequest = z.infer<typeof rollbackRequest>;

/** A draft's undo and redo steps, kept beside it so they survive a reload. */
export const draftHistoryBody = z.strictObject({
  past: z.array(draftBody).max(200, "Keep at most 200 steps"),
  future: z.array(draftBody).max(200, "Keep at most 200 steps"),
});
export type DraftHistory = { past: Draft[]; future: Draft[] };

export type CreateResult =
  | { ok: true; slug: string; draft: Draft }
  | { ok: false; problems: Problem[] };

/** An export that would replace a site this draft was not exported as (409). */
type Replacement = { slug: string; name: string };

export type ExportResult =
  | { ok: true; file: string; bytes: number; slug: string; version: number }
  | { ok: false; problems: Problem[]; replaces?: undefined }
  | { ok: false; replaces: Replacement; problems?: undefined };

/** A group's site, merged with its own group when it has one, that rooftops take values from. */
export type GroupSite = { slug: string; name: string; definition: Draft };

/** One exported version of a site: kept for good, never overwritten. */
export type SiteVersion = {
  number: number;
  exportedAt: string;
  note: string;
  /** The version this one put back, when it was a roll-back. */
  rolledBackFrom: number | null;
};
export type SiteVersionDetail = SiteVersion & { definition: Draft };

/**
 * The studio API on the runtime server, under /studio/api. It answers only on loopback unless
 * the server has a studio access token, which then every call must send as a bearer token.
 * Every body and parameter is checked with the schemas above.
 *
 * GET    /studio/api/sources                        -> SiteSource[]
 * GET    /studio/api/drafts                         -> DraftSummary[]
 * POST   /studio/api/drafts                         <- StartFrom       -> CreateResult (409 when the id is taken)
 * GET    /studio/api/drafts/:slug                   -> Draft
 * GET    /studio/api/group-sites/:slug              -> GroupSite (a site as the studio holds it, its own groups merged in)
 * PUT    /studio/api/drafts/:slug                   <- Draft           -> { savedAt }
 * GET    /studio/api/drafts/:slug/history           -> DraftHistory
 * PUT    /studio/api/drafts/:slug/history           <- DraftHistory    -> { savedAt }
 * POST   /studio/api/drafts/:slug/export            <- ExportRequest   -> ExportResult (writes exports/<site id>/site.json and a version)
 * GET    /studio/api/exports/:slug/versions         -> SiteVersion[] (newest first)
 * GET    /studio/api/exports/:slug/versions/:number -> SiteVersionDetail
 * POST   /studio/api/exports/:slug/rollback         <- RollbackRequest -> ExportResult (a new version with the old definition)
 */
export type StudioApi = {
  sources(): Promise<SiteSource[]>;
  drafts(): Promise<DraftSummary[]>;
  create(from: StartFrom): Promise<CreateResult>;
  load(slug: string): Promise<Draft>;
  /** A rooftop's group site as the studio holds it now (its draft, else its export). */
  groupSite(slug: string): Promise<GroupSite>;
  save(slug: string, draft: Draft): Promise<{ savedAt: string }>;
  loadHistory(slug: string): Promise<DraftHistory>;
  saveHistory(slug: string, history: DraftHistory): Promise<{ savedAt: string }>;
  exportSite(
    slug: string,
    request: { draft: Draft; note?: string; replace?: boolean },
  ): Promise<ExportResult>;
  versions(site: string): Promise<SiteVersion[]>;
  version(site: string, number: number): Promise<SiteVersionDetail>;
  rollback(site: string, request: RollbackRequest): Promise<ExportResult>;
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

/** A car reservation as the Leads view lists it, with who did what. */
export type ReservationView = {
  id: string;
  status: "pending-payment" | "held" | "confirmed" | "released" | "refunded" | "expired";
  car: { id: string; title: string | null; slug: string | null };
  shopper: { name: string; email: string | null; phone: string | null };
  amountCents: number;
  provider: string;
  paymentReference: string | null;
  /** The reservation lead, once the deposit is paid. */
  leadId: string | null;
  createdAt: string;
  /** When an unconfirmed hold (or an unpaid start) lapses. */
  expiresAt: string | null;
  log: { at: string; actor: string; action: string; note: string | null }[];
};

/** A dealer's action on a reservation, and who took it (`reservationChange` in checkout.ts). */
export type ReservationChangeInput = {
  action: "confirm" | "release" | "refund";
  by: string;
  note?: string | undefined;
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
 * GET  /studio/api/lead-sites/:site/reservations               -> ReservationView[], newest first
 * POST /studio/api/lead-sites/:site/reservations/:id/actions   -> ReservationView (409 when the action does not apply, 502 when a refund fails)
 */
export type StudioLeadsApi = {
  sites(): Promise<LeadSite[]>;
  leads(site: string, query: LeadListQuery): Promise<LeadPage>;
  lead(site: string, id: string): Promise<LeadDetail>;
  retryDelivery(site: string, deliveryId: string): Promise<LeadDeliveryView>;
  csvUrl(site: string, query: LeadListQuery): string;
  reservations(site: string): Promise<ReservationView[]>;
  changeReservation(
    site: string,
    id: string,
    change: ReservationChangeInput,
  ): Promise<ReservationView>;
};
