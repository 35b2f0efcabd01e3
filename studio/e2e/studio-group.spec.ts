import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoAxeFindings } from "../../runtime/e2e/support/axe.ts";
import { tabTo, watchPointerPresses } from "./support/keyboard-only.ts";
import { editorView, exportButton, siteHeading } from "./support/studio-editor.ts";
import { exportedSiteFile } from "./support/studio-files.ts";
import { expect, test } from "./support/studio-test.ts";

/** A settings group's heading button, whether it shows the group's values or the site's own. */
const groupHeading = (page: Page, title: string) =>
  page.getByRole("main", { name: "Site settings" }).getByRole("button", {
    name: new RegExp(`^${title}( \\d+ problems?)?( Inherited| Overridden)?$`),
  });

const pageSize = (page: Page) => page.getByRole("spinbutton", { name: "Results per page" });

/**
 * Waits for transitions (a dialog fading in, a group opening) to end: axe reads final colours.
 * Endless ones (a spinner, a pulsing dot) are left out, and one cancelled (the spinner replaced
 * by "Saved") counts as ended.
 */
const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

async function openGroup(page: Page, title: string) {
  await tabTo(page, groupHeading(page, title));
  await page.keyboard.press("Enter");
  await expect(groupHeading(page, title)).toHaveAttribute("aria-expanded", "true");
}

/** Exports the open site by keyboard; answers once the dialog says it is done. */
async function exportByKeyboard(page: Page, name: string) {
  await tabTo(page, exportButton(page), { backwards: true });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Export ${name}` });
  await expect(dialog.getByRole("textbox", { name: /^Note for this version/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toContainText(/as version \d+\./);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

const exported = async (slug: string) => JSON.parse(await readFile(exportedSiteFile(slug), "utf8"));

test("a group's site feeds two rooftops: its theme reaches both exports, a rooftop's own setting stays", async ({
  page,
  request,
  studioSites,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const groupName = `Bay Group ${run}`;
  const group = await studioSites.fromTemplate("dealer-group", {
    name: groupName,
    slug: `bay-group-${run}`,
  });
  const pointerPresses = await watchPointerPresses(page);
  const northName = `Bay North ${run}`;
  let north = "";

  await test.step("a rooftop is started from the group's site by keyboard", async () => {
    await page.goto("/studio/");
    await tabTo(page, page.getByRole("button", { name: `Add a rooftop to ${groupName}` }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Start a new site" });
    await expect(dialog).toContainText(`A rooftop of ${groupName}`);
    await expect(dialog.getByRole("textbox", { name: "Site name" })).toBeFocused();
    await page.keyboard.type(northName);
    await animationsDone(page);
    await expectNoAxeFindings(page, "the new-rooftop dialog");
    await page.keyboard.press("Enter");
    await expect(siteHeading(page)).toHaveText(northName);
    north = await studioSites.opened(page);
  });

  await test.step("the rooftop shows the group's values as inherited, and overrides one by editing it", async () => {
    await tabTo(page, editorView(page, "Settings"));
    await page.keyboard.press("Enter");
    await openGroup(page, "Search");
    const line = page.locator('[data-slot="inherited-part"]', { hasText: "Search:" });
    await expect(line).toContainText(`inherited from ${groupName}`);
    await expect(groupHeading(page, "Search")).toContainText("Inherited");
    await tabTo(page, pageSize(page));
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/drafts/${north}`) && response.ok(),
    );
    await page.keyboard.type("12");
    await saved;
    await expect(line).toContainText("this site's own (overridden)");
    await expect(groupHeading(page, "Search")).toContainText("Overridden");
    await expect(groupHeading(page, "Theme")).toContainText("Inherited");
    await animationsDone(page);
    await expectNoAxeFindings(page, "a rooftop's Settings view with Search overridden");
  });

  const southName = `Bay South ${run}`;
  const started = await request.post("/studio/api/drafts", {
    data: { parent: group, name: southName, slug: `bay-south-${run}` },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { slug: south } = (await started.json()) as { slug: string };

  await test.step("a theme change in the group's site", async () => {
    await page.goto(`/studio/sites/${group}?view=settings`);
    await expect(siteHeading(page)).toHaveText(groupName);
    await openGroup(page, "Theme");
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/drafts/${group}`) && response.ok(),
    );
    const theme = page.getByRole("combobox", { name: "Manufacturer theme" });
    await tabTo(page, theme);
    await theme.selectOption("mazda");
    await saved;
  });

  await test.step("the group's preview shows the site as each of its rooftops", async () => {
    await tabTo(page, page.getByRole("button", { name: "Preview", exact: true }));
    await page.keyboard.press("Enter");
    const siteLink = (name: string) =>
      page
        .frameLocator('iframe[title="Storefront preview"]')
        .getByRole("banner")
        .getByRole("link", { name, exact: true });
    const showAs = page.getByRole("combobox", { name: "Show as" });
    await expect(showAs.getByRole("option")).toHaveText([
      `${groupName} (this site)`,
      /^Bay (North|South) /,
      /^Bay (North|South) /,
    ]);
    await expect(siteLink(groupName)).toBeVisible();
    await showAs.selectOption({ label: southName });
    await expect(siteLink(southName)).toBeVisible();
    await animationsDone(page);
    await expectNoAxeFindings(page, "a group's Settings view with its preview");
  });

  await test.step("reaches both rooftops on their next export; the override stays", async () => {
    const southDraft = await (await request.get(`/studio/api/drafts/${south}`)).json();
    const southExport = await request.post(`/studio/api/drafts/${south}/export`, {
      data: { draft: southDraft },
    });
    expect(southExport.ok(), await southExport.text()).toBe(true);
    await page.goto(`/studio/sites/${south}`);
    await studioSites.opened(page);
    await page.goto(`/studio/sites/${north}?view=settings`);
    await expect(siteHeading(page)).toHaveText(northName);
    await exportByKeyboard(page, northName);
    const [northSite, southSite] = await Promise.all([exported(north), exported(south)]);
    expect([northSite.theme.manufacturer, southSite.theme.manufacturer]).toEqual([
      "mazda",
      "mazda",
    ]);
    expect(northSite.search?.hitsPerPage).toBe(12);
    expect(southSite.search?.hitsPerPage).toBeUndefined();
    expect([northSite.name, southSite.name]).toEqual([northName, southName]);
  });

  await test.step("resetting the override brings back the group's value", async () => {
    await openGroup(page, "Search");
    await expect(pageSize(page)).toHaveValue("12");
    await tabTo(page, page.getByRole("button", { name: `Reset Search to ${groupName}'s` }));
    await page.keyboard.press("Enter");
    await expect(pageSize(page)).toHaveValue("");
    await expect(groupHeading(page, "Search")).toContainText("Inherited");
    expect(await pointerPresses()).toBe(0);
  });
});
