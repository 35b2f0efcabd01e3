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
