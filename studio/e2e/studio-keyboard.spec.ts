import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { serveExportedSite } from "./support/exported-storefront.ts";
import {
  moveDraggedTo,
  moveDraggedUntil,
  tabTo,
  typeOver,
  watchPointerPresses,
} from "./support/keyboard-only.ts";
import {
  blockCard,
  blockHandles,
  canvasZone,
  dragAnnouncements,
  editorView,
  exportButton,
  inspector,
  paletteHandle,
  problemsPanel,
  redoButton,
  settingsGroup,
  siteHeading,
  startFromTemplate,
  undoButton,
} from "./support/studio-editor.ts";
import { exportedSiteFile } from "./support/studio-files.ts";
import { expect, type StudioSites, test } from "./support/studio-test.ts";

const templateName = "Southern Cross Motor Group";
/** A new Text block starts empty; this is only its box's placeholder. */
const placeholderText = "Write your text here.";

test("the whole journey works with the keyboard alone, from template to exported site", async ({
  page,
  studioSites,
}) => {
  test.setTimeout(90_000);
  const heading = `Keyboard-built news ${Date.now().toString(36)}`;
  const siteName = `Keyboard Motors ${Date.now().toString(36)}`;
  const pointerPresses = await watchPointerPresses(page);

  await test.step("start a site from the dealer-group template", async () => {
    await page.goto("/studio/");
    await tabTo(page, startFromTemplate(page, templateName));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Start a new site" });
    await expect(dialog.getByRole("textbox", { name: "Site name" })).toBeFocused();
    await page.keyboard.type(siteName);
    await page.keyboard.press("Enter");
    await studioSites.opened(page);
    await expect(siteHeading(page)).toHaveText(siteName);
  });

  const main = canvasZone(page, "Main");
  const newText = main.getByRole("button", { name: "Text", exact: true });
  const mainBlockKeys = main.locator("[data-block-key]");

  await test.step("pick up Text in the palette, carry it into the main zone, drop it", async () => {
    await expect(blockHandles(main, "Text")).toHaveCount(0);
    await tabTo(page, paletteHandle(page, "Text"));
    await page.keyboard.press("Space");
    await moveDraggedTo(page, 1);
    await expect(dragAnnouncements(page)).toHaveText(
      "Text will go to position 1 of 9 in the Main zone of Home.",
    );
    await page.keyboard.press("Space");
    await expect(mainBlockKeys.first()).toHaveAttribute("data-block-key", /\/rich-text-/);
    await expect(newText).toBeFocused();
    await expect(newText).toHaveAttribute("aria-current", "true");
  });

  await test.step("pick the new block up by its handle and move it two places down", async () => {
    await page.keyboard.press("Shift+Tab");
    await expect(blockHandles(main, "Text")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dragAnnouncements(page)).toHaveText("Text is back where it started.");
    await moveDraggedUntil(page, /^Text will go to position 3 of 9 in the Main zone of Home\.$/);
    await page.keyboard.press("Space");
    await expect(mainBlockKeys.nth(2)).toHaveAttribute("data-block-key", /\/rich-text-/);
    await expect(blockHandles(main, "Text")).toBeFocused();
  });

  const headingField = inspector(page).getByRole("textbox", { name: "Heading" });
  const editedText = blockCard(main, "Text", heading);

  await test.step("type a heading in the inspector; Ctrl+Z and Shift+Ctrl+Z undo and redo it", async () => {
    await tabTo(page, headingField);
    await page.keyboard.type(heading);
    await expect(editedText).toBeVisible();
    // In a field still as it was when focused, the shortcuts belong to the editor.
    const body = inspector(page).getByRole("textbox", { name: "Text" });
    await tabTo(page, body, { limit: 3 });
    await expect(body).toHaveValue("");
    await expect(body).toHaveAttribute("placeholder", placeholderText);
    await page.keyboard.press("Control+z");
    await expect(newText).toBeVisible();
    await expect(headingField).toHaveValue("");
    await page.keyboard.press("Shift+Control+z");
    await expect(editedText).toBeVisible();
    await expect(headingField).toHaveValue(heading);
  });

  const pageSize = page.getByRole("spinbutton", { name: "Results per page" });

  await test.step("open Settings › Search and set 12 results per page", async () => {
    // Onwards past the Problems panel, Tab comes round to the top bar.
    await tabTo(page, editorView(page, "Settings"));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/view=settings/);
    await tabTo(page, settingsGroup(page, "Search"));
    await page.keyboard.press("Enter");
    await tabTo(page, pageSize);
    await typeOver(pageSize, "12");
    await expect(pageSize).toHaveValue("12");
  });

  await test.step("the Undo and Redo buttons, pressed with the keyboard, move the field", async () => {
    await tabTo(page, undoButton(page), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(pageSize).toHaveValue("");
    await tabTo(page, redoButton(page));
    await page.keyboard.press("Space");
    await expect(pageSize).toHaveValue("12");
  });

  const position = page.getByRole("textbox", { name: "Position in results" });

  await test.step("find the promo cards by searching the settings; place one beyond the page", async () => {
    const search = page.getByRole("searchbox", { name: "Search settings" });
    await tabTo(page, search);
    await page.keyboard.type("promo");
    await expect(settingsGroup(page, "Search")).toBeHidden();
    await tabTo(page, page.getByRole("button", { name: /^What's your car worth\?/ }));
    await page.keyboard.press("Enter");
    await tabTo(page, position);
    await typeOver(position, "30");
    await expect(problemsPanel(page)).toHaveAccessibleName("Problems · 1 problem");
    await expect(exportButton(page)).toHaveText("Fix 1 problem to export");
    await expect(exportButton(page)).toHaveAttribute("aria-disabled", "true");
  });

  await test.step("from the Pages view, Export leads to the problem, and the problem to its field", async () => {
    await tabTo(page, editorView(page, "Pages"), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(main).toBeVisible();
    await tabTo(page, exportButton(page));
    await page.keyboard.press("Enter");
    await expect(problemsPanel(page).getByRole("button", { expanded: true })).toBeFocused();
    await page.keyboard.press("Tab");
    const problem = problemsPanel(page).getByRole("button", {
      name: /What's your car worth\? › .* — Position 30 is beyond a page of 12 results$/,
    });
    await expect(problem).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/view=settings/);
    await expect(position).toBeFocused();
    await typeOver(position, "6");
    await expect(problemsPanel(page)).toHaveAccessibleName("Problems · No problems");
    await expect(exportButton(page)).toHaveText("Export");
  });

  const slug = await studioSites.opened(page);

  await test.step("export with the keyboard; Escape closes the dialog", async () => {
    await tabTo(page, exportButton(page), { backwards: true });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Export ${siteName}` });
    await expect(dialog.getByRole("textbox", { name: /^Note for this version/ })).toBeFocused();
    await page.keyboard.type("Keyboard news");
    await page.keyboard.press("Enter");
    await expect(dialog).toContainText(`Exported to exports/${slug}/site.json`);
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await pointerPresses()).toBe(0);
  });

  await test.step("the storefront serves the exported site with the heading and page size", async () => {
    const exported = JSON.parse(await readFile(exportedSiteFile(slug), "utf8"));
    expect(exported.search.hitsPerPage).toBe(12);
    const storefront = await serveExportedSite(exportedSiteFile(slug));
    try {
      await page.goto(storefront.url);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await page.goto(`${storefront.url}/search/new-used-and-demo-cars/`);
      await expect(page.locator('[data-slot="vehicle-card"]')).toHaveCount(12);
    } finally {
      await storefront.stop();
    }
  });
});

/*
 * Defects these journeys found. Each test says what should happen and is marked as failing
 * while the defect lasts: with the fix, Playwright reports it as passing unexpectedly, and the
 * mark comes off.
 */
test.describe("keyboard focus, announcements and drop places", () => {
  const openEditor = async (page: Page, studioSites: StudioSites) => {
    const slug = await studioSites.fromTemplate("dealer-group");
    await page.goto(`/studio/sites/${slug}`);
    await expect(siteHeading(page)).toHaveText(templateName);
  };

  test("closing the Export dialog gives focus back to the Export button", async ({
    page,
    studioSites,
  }) => {
    await openEditor(page, studioSites);
    await tabTo(page, exportButton(page));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Export ${templateName}` });
    await expect(dialog.getByRole("button", { name: "Export this version" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(exportButton(page)).toBeFocused({ timeout: 2_000 });
  });

  test("after a keyboard drop, the announcement names the place the block landed", async ({
    page,
    studioSites,
  }) => {
    await openEditor(page, studioSites);
    const main = canvasZone(page, "Main");
    const blocks = main.locator("[data-block-key]");

    await tabTo(page, paletteHandle(page, "Text"));
    await page.keyboard.press("Space");
    await moveDraggedTo(page, 2);
    await expect(dragAnnouncements(page)).toHaveText(
      "Text will go to position 2 of 9 in the Main zone of Home.",
    );
    await page.keyboard.press("Space");
    await expect(blocks.nth(1)).toHaveAttribute("data-block-key", /\/rich-text-/);
    await expect
      .soft(dragAnnouncements(page))
      .toHaveText("Text added to position 2 in the Main zone of Home.", { timeout: 2_000 });

    await tabTo(page, blockHandles(main, "Hero search"), { backwards: true });
    await page.keyboard.press("Space");
    // The sensor listens for arrows only once the pick-up is under way.
    await expect(dragAnnouncements(page)).toHaveText("Hero search is back where it started.");
    await page.keyboard.press("ArrowDown");
    await expect(dragAnnouncements(page)).toHaveText(
      "Hero search will go to position 2 of 9 in the Main zone of Home.",
    );
    await page.keyboard.press("Space");
    await expect(blocks.nth(1)).toHaveAttribute("data-block-key", /\/home-hero$/);
    await expect
      .soft(dragAnnouncements(page))
      .toHaveText("Hero search moved to position 2 in the Main zone of Home.", { timeout: 2_000 });
  });

  test("from the palette, ArrowDown offers every place of the main zone in turn", async ({
    page,
    studioSites,
  }) => {
    await openEditor(page, studioSites);
    await tabTo(page, paletteHandle(page, "Text"));
    await page.keyboard.press("Space");
    await moveDraggedTo(page, 1);
    for (let place = 2; place <= 9; place++) {
      await page.keyboard.press("ArrowDown");
      await expect(dragAnnouncements(page)).toHaveText(
        `Text will go to position ${place} of 9 in the Main zone of Home.`,
        { timeout: 2_000 },
      );
    }
  });
});
