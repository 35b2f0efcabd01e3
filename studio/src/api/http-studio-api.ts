import type { CreateResult, ExportResult, StudioApi } from "@storefront/schemas/studio-api";
import type { Draft } from "../editor/editor-state.ts";
import { StudioApiError } from "./studio-api-error.ts";
import { createStudioFetch, studioApiBase } from "./studio-fetch.ts";

/** The studio API over fetch, under `<base>/api` on the server that serves the studio. */
export function createHttpStudioApi(
  baseUrl = studioApiBase(),
  fetcher: typeof fetch = (...args) => fetch(...args),
): StudioApi {
  const { json } = createStudioFetch(baseUrl, fetcher);

  /** Calls whose refusal (422) carries problems answer `{ ok: false, problems }`. */
  async function checked<T>(method: string, path: string, body: unknown): Promise<T> {
    try {
      return await json<T>(method, path, body);
    } catch (error) {
      if (error instanceof StudioApiError && error.status === 422 && error.problems.length) {
        return { ok: false, problems: error.problems } as T;
      }
      const replaces = (error as StudioApiError).body as { replaces?: unknown } | undefined;
      if (error instanceof StudioApiError && error.status === 409 && replaces?.replaces) {
        return { ok: false, replaces: replaces.replaces } as T;
      }
      throw error;
    }
  }

  const slugPath = (slug: string) => encodeURIComponent(slug);

  return {
    sources: () => json("GET", "/sources"),
    drafts: () => json("GET", "/drafts"),
    create: (from) => checked<CreateResult>("POST", "/drafts", from),
    load: (slug) => json<Draft>("GET", `/drafts/${slugPath(slug)}`),
    groupSite: (slug) => json("GET", `/group-sites/${slugPath(slug)}`),
    save: (slug, draft) => json("PUT", `/drafts/${slugPath(slug)}`, draft),
    loadHistory: (slug) => json("GET", `/drafts/${slugPath(slug)}/history`),
    saveHistory: (slug, history) => json("PUT", `/drafts/${slugPath(slug)}/history`, history),
    exportSite: (slug, request) =>
      checked<ExportResult>("POST", `/drafts/${slugPath(slug)}/export`, request),
    versions: (site) => json("GET", `/exports/${slugPath(site)}/versions`),
    version: (site, number) => json("GET", `/exports/${slugPath(site)}/versions/${number}`),
    rollback: (site, request) =>
      checked<ExportResult>("POST", `/exports/${slugPath(site)}/rollback`, request),
  };
}
