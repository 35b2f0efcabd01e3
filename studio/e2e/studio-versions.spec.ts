import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoAxeFindings } from "../../runtime/e2e/support/axe.ts";
import { serveExportedSite } from "./support/exported-storefront.ts";
import { tabTo, typeOver, watchPointerPresses } from "./support/keyboard-only.ts";
import {
  exportButton,
  settingsGroup,
  siteHeading,
  startFromTemplate,
} from "./support/studio-editor.ts";
import { exportedSiteFile } from "./support/studio-files.ts";
import { expect, type StudioSites, test } from "./support/studio-test.ts";

const templateName = "Southern Cross Motor Group";
const pageSize = (page: Page) => page.getByRole("spinbutton", { name: "Results per page" });

/** Starts a site from the template by keyboard, typing its name (and its id when given). */
async function startSite(page: Page, sites: StudioSites, name: string, id?: string) {
  await page.goto("/studio/");
  await tabTo(page, startFromTemplate(page, templateName));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Start a new site" });
  await expect(dialog.getByRole("textbox", { name: "Site name" })).toBeFocused();
  await page.keyboard.type(name);
  if (id) {
    await page.keyboard.press("Tab");
    await typeOver(dialog.getByRole("textbox", { name: "Site id" }), id);
  }
  await page.keyboard.press("Enter");
  await expect(siteHeading(page)).toHaveText(name);
  return sites.opened(page);
}

/** Exports by keyboard with a note; answers the version the dialog reports. */
async function exportWithNote(page: Page, name: string, note: string) {
  await tabTo(page, exportButton(page), { backwards: true });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Export ${name}` });
  await expect(dialog.getByRole("textbox", { name: /^Note for this version/ })).toBeFocused();
  await page.keyboard.type(note);
  await page.keyboard.press("Enter");
  await expect(dialog).toContainText(/as version \d+\./);
  const version = Number((await dialog.textContent())?.match(/as version (\d+)\./)?.[1]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return version;
}

test("a marketer starts two sites from one template, each with its own name and id, and exports both", async ({
  page,
  studioSites,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const [bayName, coveName] = [`Bay Motors ${run}`, `Cove Motors ${run}`];
  const pointerPresses = await watchPointerPresses(page);

  const bay = await startSite(page, studioSites, bayName);
  await test.step("the first site gets the id suggested from its name, and exports as version 1", async () => {
    expect(bay).toBe(`bay-motors-${run}`);
    expect(await exportWithNote(page, bayName, "Launch")).toBe(1);
  });

  await test.step("the second site's id is checked as it is typed", async () => {
    await page.goto("/studio/");
    await tabTo(page, startFromTemplate(page, templateName));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Start a new site" });
    await page.keyboard.type(coveName);
    const id = dialog.getByRole("textbox", { name: "Site id" });
    await expect(id).toHaveValue(`cove-motors-${run}`);
    await page.keyboard.press("Tab");
    await typeOver(id, bay);
    await expect(id).toHaveAccessibleDescription(
      new RegExp(`Another site in the studio already has the id "${bay}"`),
    );
    await expect(id).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeFindings(page, "the new-site dialog with a taken id");
    await page.keyboard.press("Escape");
  });

  const cove = await startSite(page, studioSites, coveName, `cove-${run}`);
  await test.step("the second site exports under its own id", async () => {
    expect(await exportWithNote(page, coveName, "Launch")).toBe(1);
    const [bayFile, coveFile] = await Promise.all(
      [bay, cove].map(async (slug) => JSON.parse(await readFile(exportedSiteFile(slug), "utf8"))),
    );
    expect([bayFile.slug, bayFile.name]).toEqual([bay, bayName]);
    expect([coveFile.slug, coveFile.name]).toEqual([cove, coveName]);
    expect(await pointerPresses()).toBe(0);
  });
});

test("a marketer changes an exported site, sees the change in its history, rolls it back, and the storefront serves it", async ({
  page,
  request,
  studioSites,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const name = `Harbour Motors ${run}`;
  const slug = await studioSites.fromTemplate("dealer-group", { name, slug: `harbour-${run}` });
  const draft = await (await request.get(`/studio/api/drafts/${slug}`)).json();
  const launched = await request.post(`/studio/api/drafts/${slug}/export`, {
    data: { draft, note: "Launch" },
  });
  expect(launched.ok(), await launched.text()).toBe(true);
  const pointerPresses = await watchPointerPresses(page);
  const openSearchSettings = async () => {
    await tabTo(page, settingsGroup(page, "Search"));
    await page.keyboard.press("Enter");
  };

  await test.step("a change survives a reload with its undo step, and exports as version 2", async () => {
    await page.goto(`/studio/sites/${slug}?view=settings`);
    await openSearchSettings();
    await tabTo(page, pageSize(page));
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/drafts/${slug}/history`) && response.ok(),
    );
    await page.keyboard.type("12");
    await saved;
    await page.reload();
    await openSearchSettings();
    await expect(pageSize(page)).toHaveValue("12");
    await page.keyboard.press("Control+z");
    await expect(pageSize(page)).toHaveValue("");
    await page.keyboard.press("Shift+Control+z");
    await expect(pageSize(page)).toHaveValue("12");
    expect(await exportWithNote(page, name, "Twelve cars a page")).toBe(2);
  });

  const history = page.getByRole("dialog", { name: `History of ${name}` });
  const versions = history.getByRole("list", { name: "Versions" }).getByRole("listitem");
  await test.step("the history lists the change in words", async () => {
    await tabTo(page, page.getByRole("button", { name: "History" }), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(versions.first()).toContainText("Version 2 · served now");
    await expect(versions.first()).toContainText("“Twelve cars a page”");
    await expect(versions.first()).toContainText("Results per page: 21 to 12");
    await expect(versions.last()).toContainText("The first export.");
    await expectNoAxeFindings(page, "the site's history");
  });

  await test.step("roll back to version 1: a new version, served, and the draft follows", async () => {
    await tabTo(page, history.getByRole("button", { name: "Roll back to version 1" }));
    await page.keyboard.press("Enter");
    await tabTo(page, history.getByRole("button", { name: "Roll back now" }));
    await page.keyboard.press("Enter");
    await expect(history.getByRole("status")).toHaveText(
      "Rolled back to version 1: the site now serves it as version 3.",
    );
    await expect(versions.first()).toContainText("Version 3 · served now");
    await expect(versions.first()).toContainText("Rolled back to version 1");
    await expect(versions.first()).toContainText("Results per page: 12 to 21");
    await page.keyboard.press("Escape");
    await expect(pageSize(page)).toHaveValue("");
    const served = JSON.parse(await readFile(exportedSiteFile(slug), "utf8"));
    expect(served.search?.hitsPerPage).toBeUndefined();
    expect(await pointerPresses()).toBe(0);
  });

  await test.step("the storefront serves the rolled-back version", async () => {
    const storefront = await serveExportedSite(exportedSiteFile(slug));
    try {
      await page.goto(`${storefront.url}/search/new-used-and-demo-cars/`);
      await expect(page.locator('[data-slot="vehicle-card"]')).toHaveCount(21);
    } finally {
      await storefront.stop();
    }
  });
});
