import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { test as base, expect } from "../../../runtime/e2e/support/test.ts";
import { exportedSiteFile, removeStudioFiles } from "./studio-files.ts";

const repositoryExports = fileURLToPath(new URL("../../../exports/", import.meta.url));

/** The sites a journey started in the studio: their drafts and exports are removed after it. */
export type StudioSites = {
  /** Notes the site of the editor the page shows now, and answers its slug. */
  opened: (page: Page) => Promise<string>;
  /**
   * Starts a draft from a template (`dealer-group`) through the studio API, with the new site's
   * name and id when given; answers its slug.
   */
  fromTemplate: (template: string, site?: { name: string; slug: string }) => Promise<string>;
};

let exportsChecked = false;

/**
 * The studio under test must export into .cache/e2e/exports (scripts/lib/e2e-server.mjs), never
 * into the repository's exports/: a reused server started another way could. Checked once, with
 * a throwaway site, before any journey exports.
 */
async function expectScratchExports(request: APIRequestContext): Promise<void> {
  if (exportsChecked) return;
  const slug = `e2e-export-check-${process.pid}`;
  const site = { version: 1, slug, name: "Export check", template: "dealer-group" };
  const response = await request.post(`/studio/api/drafts/${slug}/export`, {
    data: { draft: site },
  });
  const scratch = existsSync(exportedSiteFile(slug));
  await removeStudioFiles(slug);
  if (!scratch) await rm(`${repositoryExports}${slug}`, { recursive: true, force: true });
  expect(response.ok(), await response.text()).toBe(true);
  expect(scratch, "the studio exports into .cache/e2e/exports (restart the e2e server)").toBe(true);
  exportsChecked = true;
}

export const test = base.extend<{ studioSites: StudioSites; errorCauses: undefined }>({
  /**
   * An error React recovered from (#520) reaches the page without what caused it: the cause is
   * written to the console and attached to the test's report.
   */
  errorCauses: [
    async ({ page }, use, testInfo) => {
      await page.addInitScript(() =>
        addEventListener("error", (event) => {
          const cause = (event.error as { cause?: unknown } | null)?.cause;
          if (cause === undefined) return;
          const said = cause instanceof Error ? cause.stack : String(cause);
          console.warn(`Cause of "${event.message}" at ${location.href}: ${said}`);
        }),
      );
      const causes: string[] = [];
      page.on("console", (message) => {
        if (message.text().startsWith("Cause of ")) causes.push(message.text());
      });
      await use(undefined);
      if (causes.length)
        await testInfo.attach("causes of browser errors", { body: causes.join("\n\n") });
    },
    { auto: true },
  ],
  studioSites: async ({ page, request }, use) => {
    await expectScratchExports(request);
    const slugs = new Set<string>();
    await use({
      opened: async (shown) => {
        await expect(shown).toHaveURL(/\/studio\/sites\/[^/?]+/);
        const slug = decodeURIComponent(new URL(shown.url()).pathname.split("/").at(-1) as string);
        slugs.add(slug);
        return slug;
      },
      fromTemplate: async (template, site) => {
        const response = await request.post("/studio/api/drafts", {
          data: { template, ...site },
        });
        expect(response.ok(), await response.text()).toBe(true);
        const { slug } = (await response.json()) as { slug: string };
        slugs.add(slug);
        return slug;
      },
    });
    // Closed first, so no late autosave writes the draft again.
    await page.context().close();
    for (const slug of slugs) await removeStudioFiles(slug);
  },
});

export { expect };
