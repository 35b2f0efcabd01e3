import type {
  CreateResult,
  DraftSummary,
  ExportResult,
  SiteSource,
} from "@storefront/schemas/studio-api";
import type { FastifyInstance } from "fastify";
import type { DraftStore } from "../draft-store.ts";
import { draftSummaries } from "../draft-summaries.ts";
import { exportSite } from "../site-export.ts";
import { listSources, type SourceFolders } from "../site-sources.ts";
import { startDraft } from "../start-draft.ts";
import { parseOrThrow, refused, StudioError, studioErrorHandler } from "./api-errors.ts";
import { draftBody, draftByteLimit, slugParams, startFrom } from "./api-schemas.ts";

export type StudioApiOptions = SourceFolders & { drafts: DraftStore };

/** The studio API (schemas/src/studio-api.ts), mounted under /studio/api. */
export function registerStudioApi(api: FastifyInstance, options: StudioApiOptions): void {
  const { drafts } = options;
  const withBody = { bodyLimit: draftByteLimit };
  api.setErrorHandler(studioErrorHandler);
  api.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `The studio API has no ${request.method} ${request.url}` }),
  );
  api.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  api.get("/sources", async (): Promise<SiteSource[]> => listSources(options));

  api.get(
    "/drafts",
    async (): Promise<DraftSummary[]> => draftSummaries(drafts, options.exportsDir),
  );

  api.post("/drafts", withBody, async (request, reply) => {
    const from = parseOrThrow(startFrom, request.body, "starting point");
    const started = await startDraft(drafts, options, from);
    if (!started.ok) return refused(reply, "The site definition has problems", started.problems);
    const { slug, draft } = started;
    return reply.code(201).send({ ok: true, slug, draft } satisfies CreateResult);
  });

  api.get("/drafts/:slug", async (request) => {
    const { slug } = parseOrThrow(slugParams, request.params, "draft's slug");
    const stored = await drafts.read(slug);
    if (!stored) throw new StudioError(404, `There is no draft "${slug}"`);
    return stored.draft;
  });

  api.put("/drafts/:slug", withBody, async (request) => {
    const { slug } = parseOrThrow(slugParams, request.params, "draft's slug");
    const draft = parseOrThrow(draftBody, request.body, "draft");
    return { savedAt: await drafts.save(slug, draft) };
  });

  api.post("/exports/:slug", withBody, async (request, reply) => {
    const { slug } = parseOrThrow(slugParams, request.params, "site's slug");
    const draft = parseOrThrow(draftBody, request.body, "draft");
    const exported = await exportSite(options.exportsDir, slug, draft);
    if (!exported.ok) return refused(reply, "Fix these problems to export", exported.problems);
    // The draft is saved as exported, so the drafts list shows it as exported.
    await drafts.save(slug, draft);
    return exported satisfies ExportResult;
  });
}
