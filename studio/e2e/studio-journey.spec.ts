import { readFile } from "node:fs/promises";
import { serveExportedSite } from "./support/exported-storefront.ts";
import { dragByPointer } from "./support/pointer-drag.ts";
import {
  blockCard,
  blockHandles,
  canvasZone,
  editorView,
  exportButton,
  exportVersion,
  inspector,
  paletteHandle,
  problemsPanel,
  redoButton,
  settingsGroup,
  siteHeading,
  startSite,
  undoButton,
} from "./support/studio-editor.ts";
import { exportedSiteFile } from "./support/studio-files.ts";
import { expect, test } from "./support/studio-test.ts";

const templateName = "Southern Cross Motor Group";
/** A new Text block starts empty; this is only its box's placeholder. */
const placeholderText = "Write your text here.";

test("a marketer builds a page, sets search, fixes a problem and exports a site the storefront serves", async ({
  page,
  studioSites,
}) => {
  test.setTimeout(90_000);
  const heading = `Spring drive-away days ${Date.now().toString(36)}`;
  const siteName = `Journey Motors ${Date.now().toString(36)}`;

  await test.step("start a site from the dealer-group template", async () => {
    await page.goto("/studio/");
    await startSite(page, templateName, siteName);
    await studioSites.opened(page);
    await expect(siteHeading(page)).toHaveText(siteName);
  });

  const main = canvasZone(page, "Main");
  const newText = main.getByRole("button", { name: "Text", exact: true });

  await test.step("drag a Text block from the palette into the main zone", async () => {
    await expect(blockHandles(main, "Text")).toHaveCount(0);
    await dragByPointer(
      page,
      paletteHandle(page, "Text"),
      main.locator('[data-slot="zone-end"]'),
      () => expect(main).toHaveAttribute("data-state", "accepting"),
    );
    await expect(main.locator("[data-block-key]").last()).toHaveAttribute(
      "data-block-key",
      /\/rich-text-/,
    );
    await expect(newText).toHaveAttribute("aria-current", "true");
    await expect(inspector(page).getByRole("heading", { name: "Text" })).toBeVisible();
  });

  await test.step("Ctrl+Z takes the drop back, Shift+Ctrl+Z redoes it", async () => {
    await expect(newText).toBeFocused();
    await page.keyboard.press("Control+z");
    await expect(blockHandles(main, "Text")).toHaveCount(0);
    await page.keyboard.press("Shift+Control+z");
    await expect(newText).toBeVisible();
  });

  const headingField = inspector(page).getByRole("textbox", { name: "Heading" });
  const editedText = blockCard(main, "Text", heading);

  await test.step("give the block a heading in the inspector", async () => {
    await newText.click();
    await headingField.fill(heading);
    await expect(editedText).toBeVisible();
  });

  await test.step("the Undo and Redo buttons take the canvas and the field back and forth", async () => {
    await undoButton(page).click();
    await expect(newText).toBeVisible();
    await expect(headingField).toHaveValue("");
    await redoButton(page).click();
    await expect(editedText).toBeVisible();
    await expect(headingField).toHaveValue(heading);
  });

  const pageSize = page.getByRole("spinbutton", { name: "Results per page" });

  await test.step("set Search › Results per page to 12; Ctrl+Z and Shift+Ctrl+Z follow", async () => {
    await editorView(page, "Settings").click();
    await settingsGroup(page, "Search").click();
    await pageSize.fill("12");
    await expect(pageSize).toHaveValue("12");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Control+z");
    await expect(pageSize).toHaveValue("");
    await page.keyboard.press("Shift+Control+z");
    await expect(pageSize).toHaveValue("12");
  });

  const position = page.getByRole("textbox", { name: "Position in results" });
  const problem = problemsPanel(page).getByRole("button", {
    name: /^Settings › .*What's your car worth\? › .* — Position 30 is beyond a page of 12 results$/,
  });

  await test.step("a promo card placed beyond the page is a problem that blocks export", async () => {
    await settingsGroup(page, "Promo cards").click();
    await page.getByRole("button", { name: /^What's your car worth\?/ }).click();
    await position.fill("30");
    await expect(problemsPanel(page)).toHaveAccessibleName("Problems · 1 problem");
    await expect(problem).toBeVisible();
    await expect(exportButton(page)).toHaveText("Fix 1 problem to export");
    await expect(exportButton(page)).toHaveAttribute("aria-disabled", "true");
  });

  await test.step("the problem leads from the Pages view to its field, where it is fixed", async () => {
    await editorView(page, "Pages").click();
    await expect(main).toBeVisible();
    await problem.click();
    await expect(page).toHaveURL(/view=settings/);
    await expect(position).toBeFocused();
    await expect(position).toHaveValue("30");
    await position.fill("6");
    await expect(problemsPanel(page)).toHaveAccessibleName("Problems · No problems");
    await expect(exportButton(page)).toHaveText("Export");
  });

  const slug = await studioSites.opened(page);

  await test.step("export the site", async () => {
    const dialog = await exportVersion(page, siteName);
    await expect(dialog).toContainText(`Exported to exports/${slug}/site.json`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const exportedText = await readFile(exportedSiteFile(slug), "utf8");
    expect(exportedText).not.toContain(placeholderText);
    const exported = JSON.parse(exportedText);
    expect(exported.search.hitsPerPage).toBe(12);
    const tradeIn = exported.promos.find((promo: { id: string }) => promo.id === "promo-trade-in");
    expect(tradeIn.position).toBe(6);
  });

  await test.step("the storefront serves the exported site with the new block and page size", async () => {
    const storefront = await serveExportedSite(exportedSiteFile(slug));
    try {
      await page.goto(storefront.url);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expect(page.getByText(placeholderText)).toHaveCount(0);
      await page.goto(`${storefront.url}/search/new-used-and-demo-cars/`);
      await expect(page.locator('[data-slot="vehicle-card"]')).toHaveCount(12);
    } finally {
      await storefront.stop();
    }
  });
});
