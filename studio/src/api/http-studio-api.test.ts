import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleDraft } from "../editor/testing/sample-draft.ts";
import { createHttpStudioApi } from "./http-studio-api.ts";
import { StudioApiError } from "./studio-api-error.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function storage(token: string | null) {
  const values = new Map(token ? [["studio-access-token", token]] : []);
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  });
}

describe("the studio API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the access token kept for this tab", async () => {
    storage("secret-token-123456");
    const fetcher = vi.fn(async () => json(200, []));
    await createHttpStudioApi("/studio/api", fetcher).drafts();
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/studio/api/drafts");
    expect((init.headers as Record<string, string>).authorization).toBe(
      "Bearer secret-token-123456",
    );
  });

  it("says plainly that the token is needed on 401 and refused on 403", async () => {
    storage(null);
    const refused = createHttpStudioApi("/studio/api", async () => json(401, {}));
    const error = await refused.drafts().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StudioApiError);
    expect((error as StudioApiError).needsAccess).toBe(true);
    expect((error as StudioApiError).message).toMatch(/needs its access token/);
    const forbidden = createHttpStudioApi("/studio/api", async () => json(403, {}));
    await expect(forbidden.drafts()).rejects.toThrow(/was not accepted/);
  });

  it("hands back the problems when the server refuses a document", async () => {
    storage(null);
    const problems = [{ pointer: "/name", message: "This cannot be empty" }];
    const api = createHttpStudioApi("/studio/api", async () =>
      json(422, { ok: false, message: "Fix these problems to export", problems }),
    );
    await expect(api.exportSite("harbour-city", { draft: sampleDraft() })).resolves.toEqual({
      ok: false,
      problems,
    });
    await expect(api.create({ import: {} })).resolves.toEqual({ ok: false, problems });
  });

  it("hands back the site an export would replace, for the marketer to confirm", async () => {
    storage(null);
    const replaces = { slug: "harbour-city", name: "Harbour City Cars" };
    const api = createHttpStudioApi("/studio/api", async () =>
      json(409, { ok: false, message: "Exporting replaces the exported site", replaces }),
    );
    await expect(api.exportSite("harbour-city", { draft: sampleDraft() })).resolves.toEqual({
      ok: false,
      replaces,
    });
  });

  it("passes on the server's message for other failures", async () => {
    storage(null);
    const api = createHttpStudioApi("/studio/api", async () =>
      json(404, { message: 'There is no draft "gone"' }),
    );
    await expect(api.load("gone")).rejects.toThrow('There is no draft "gone"');
  });

  it("says when the server cannot be reached", async () => {
    storage(null);
    const api = createHttpStudioApi("/studio/api", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(api.drafts()).rejects.toThrow(/cannot be reached/);
  });
});
