import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { DraftSummary, ExportResult } from "@storefront/schemas/studio-api";
import type { Draft } from "../../src/editor/editor-state.ts";

const root = new URL("../../../", import.meta.url);

export function templateDraft(file = "templates/used-car-dealer.json"): Draft {
  const { $schema: _, ...draft } = JSON.parse(readFileSync(new URL(file, root), "utf8"));
  return draft as Draft;
}

/**
 * Answers the studio API in the browser from memory, so journeys never write drafts or exports
 * into the checkout. Returns what the studio saved and exported.
 */
export async function mockStudioApi(page: Page, draft: Draft) {
  const calls = { saved: [] as Draft[], exported: [] as Draft[] };
  const summary: DraftSummary = {
    slug: draft.slug,
    name: draft.name,
    template: draft.template,
    updatedAt: "2026-05-01T09:00:00.000Z",
    unexported: true,
    exportedAs: null,
    parent: null,
  };
  await page.route("**/studio/api/**", async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(/^\/studio\/api/, "");
    if (request.method() === "GET" && path === "/drafts") return route.fulfill({ json: [summary] });
    if (request.method() === "GET" && path === "/sources") return route.fulfill({ json: [] });
    if (request.method() === "GET" && path === `/drafts/${draft.slug}`) {
      return route.fulfill({ json: calls.saved.at(-1) ?? draft });
    }
    if (path === `/drafts/${draft.slug}/history`) {
      if (request.method() === "GET") return route.fulfill({ json: { past: [], future: [] } });
      return route.fulfill({ json: { savedAt: new Date().toISOString() } });
    }
    if (request.method() === "GET" && path === `/exports/${draft.slug}/versions`) {
      return route.fulfill({ json: [] });
    }
    if (request.method() === "PUT") {
      calls.saved.push(request.postDataJSON() as Draft);
      return route.fulfill({ json: { savedAt: new Date().toISOString() } });
    }
    if (request.method() === "POST" && path === `/drafts/${draft.slug}/export`) {
      calls.exported.push((request.postDataJSON() as { draft: Draft }).draft);
      const result: ExportResult = {
        ok: true,
        file: `exports/${draft.slug}/site.json`,
        bytes: request.postData()?.length ?? 0,
        slug: draft.slug,
        version: calls.exported.length,
      };
      return route.fulfill({ json: result });
    }
    return route.fulfill({
      status: 404,
      json: { message: `Not mocked: ${request.method()} ${path}` },
    });
  });
  return calls;
}
