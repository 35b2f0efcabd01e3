import type {
  CreateResult,
  DraftSummary,
  GroupSite,
  SiteSource,
  SiteVersion,
} from "@storefront/schemas/studio-api";
import type { FastifyInstance } from "fastify";
import type { DraftStore } from "../draft-store.ts";
import { draftSummaries } from "../draft-summaries.ts";
import { resolveDraft, studioSite } from "../group-sites.ts";
import { publishDraft, rollBack } from "../publish-site.ts";
import { listSources, type SourceFolders } from "../site-sources.ts";
import { listVersions, readVersion } from "../site-versions.ts";
import { startDraft } from "../start-draft.ts";
import { parseOrThrow, refused, StudioError, studioErrorHandler } from "./api-errors.ts";
import {
  draftBody,
  draftByteLimit,
  draftHistoryBody,
  exportRequest,
  rollbackRequest,
  slugParams,
  startFrom,
  versionParams,
} from "./api-schemas.ts";

export type StudioApiOptions = SourceFolders & { drafts: DraftStore };

/** The studio API (schemas/src/studio-api.ts), mounted under /studio/api. */
export function registerStudioApi(api: FastifyInstance, options: StudioApiOptions): void {
  const { drafts } = options;
  const withBody = { bodyLimit: draftByteLimit };
  // Undo steps are whole drafts; the studio keeps as many of the latest as fit.
  const withHistory = { bodyLimit: draftByteLimit * 2 };
  const publishing = { drafts, exportsDir: options.exportsDir };
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

  api.get("/group-sites/:slug", async (request): Promise<GroupSite> => {
    const { slug } = parseOrThrow(slugParams, request.params, "group site's slug");
    const site = await studioSite(publishing, slug);
    if (!site) throw new StudioError(404, `There is no site "${slug}" in the studio`);
    const resolved = await resolveDraft(publishing, site);
    if (!resolved.ok)
      throw new StudioError(422, "The group's site has problems", resolved.problems);
    const name = typeof site.name === "string" ? site.name : slug;
    // A draft as authored (defaults not filled in): the studio merges and checks it as it edits.
    return { slug, name, definition: resolved.document as GroupSite["definition"] };
  });

  api.put("/drafts/:slug", withBody, async (request) => {
    const { slug } = parseOrThrow(slugParams, request.params, "draft's slug");
    const draft = parseOrThrow(draftBody, request.body, "draft");
    return { savedAt: await drafts.save(slug, draft) };
  });

  api.get("/drafts/:slug/history", async (request) => {
    const { slug } = parseOrThrow(slugParams, request.params, "draft's slug");
    return drafts.readHistory(slug);
  });

  api.put("/drafts/:slug/history", withHistory, async (request) => {
    const { slug } = parseOrThrow(slugParams, request.params, "draft's slug");
    const history = parseOrThrow(draftHistoryBody, request.body, "draft's undo history");
    return { savedAt: await drafts.saveHistory(slug, history) };
  });

  api.post("/drafts/:slug/export", withBody, async (request, reply) => {
    const { slug } = parseOrThrow(slugParams, request.params, "draft's slug");
    const body = parseOrThrow(exportRequest, request.body, "export");
    const exported = await publishDraft(publishing, slug, body);
    if (exported.ok) return exported;
    if (exported.replaces) {
      const { name, slug: replaced } = exported.replaces;
      const message = `Exporting replaces the exported site ${name} (${replaced}); confirm to replace it`;
      return reply.code(409).send({ ...exported, message });
    }
    return refused(reply, "Fix these problems to export", exported.problems);
  });

  api.get("/exports/:slug/versions", async (request): Promise<SiteVersion[]> => {
    const { slug } = parseOrThrow(slugParams, request.params, "site's slug");
    return listVersions(options.exportsDir, slug);
  });

  api.get("/exports/:slug/versions/:number", async (request) => {
    const { slug, number } = parseOrThrow(versionParams, request.params, "version");
    const version = await readVersion(options.exportsDir, slug, number);
    if (!version) throw new StudioError(404, `${slug} has no version ${number}`);
    return version;
  });

  api.post("/exports/:slug/rollback", async (request, reply) => {
    const { slug } = parseOrThrow(slugParams, request.params, "site's slug");
    const body = parseOrThrow(rollbackRequest, request.body, "roll-back");
    const result = await rollBack(options.exportsDir, slug, body);
    if (!result) throw new StudioError(404, `${slug} has no version ${body.version}`);
    if (!result.ok)
      return refused(reply, "That version no longer passes the checks", result.problems ?? []);
    return result;
  });
}
