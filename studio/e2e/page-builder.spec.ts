import { expectNoAxeFindings } from "../../runtime/e2e/support/axe.ts";
import { expect, test } from "../../runtime/e2e/support/test.ts";
import { mockStudioApi, templateDraft } from "./support/mock-studio-api.ts";

const draft = templateDraft();
const editor = `/studio/sites/${draft.slug}`;

const mainBlocks = (page: import("@playwright/test").Page) =>
  page.locator('[data-zone="main"] [data-card-part="select"] > span > span:first-child');

test.describe("page builder", () => {
  test.beforeEach(async ({ page }) => {
    await mockStudioApi(page, draft);
    await page.goto(editor);
    await expect(page.getByRole("heading", { level: 1, name: draft.name })).toBeVisible();
  });

  test("moves a block with the keyboard, and Ctrl+Z puts it back", async ({ page }) => {
    const before = await mainBlocks(page).allTextContents();
    await page.locator('[data-zone="main"] [data-card-part="handle"]').first().focus();
    await page.keyboard.press("Space");
    // The sensor listens for arrows only once the pick-up is under way.
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText("back where it started");
    await page.keyboard.press("ArrowDown");
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText("will go to position 2");
    await page.keyboard.press("Space");
    const moved = await mainBlocks(page).allTextContents();
    expect(moved.slice(0, 2)).toEqual([before[1], before[0]]);
    await page.keyboard.press("Control+z");
    await expect(mainBlocks(page)).toHaveText(before);
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(mainBlocks(page)).toHaveText(moved);
  });

  test("hides a block without deleting it, and brings a deleted block back", async ({ page }) => {
    const first = await mainBlocks(page).first().textContent();
    await page
      .getByRole("button", { name: `Hide ${first}` })
      .first()
      .click();
    await expect(page.locator('[data-zone="main"] [data-hidden="true"]')).toContainText("Hidden");
    const count = await mainBlocks(page).count();
    await page
      .getByRole("button", { name: `Delete ${first}` })
      .first()
      .click();
    await expect(mainBlocks(page)).toHaveCount(count - 1);
    const toast = page.locator('[data-slot="toast"]');
    await expect(toast).toContainText(`${first} deleted`);
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect(mainBlocks(page)).toHaveCount(count);
  });

  test("offers only blocks the page takes, and says why one is full", async ({ page }) => {
    await page.getByLabel("Page", { exact: true }).selectOption("search");
    const palette = page.locator('[data-slot="palette"]');
    await expect(palette).not.toContainText("Hero search");
    const add = page.getByRole("button", { name: "Add Search results", exact: true });
    await expect(add).toBeDisabled();
    const results = palette.locator('[data-slot="palette-item"]').filter({ has: add });
    await expect(results).toContainText("takes at most 1 search-results block");
  });

  test("a problem leads to its field; export waits for the fix, then gives the file", async ({
    page,
  }) => {
    const title = page.locator('[data-slot="page-details"]').getByLabel("Title");
    await title.fill("");
    const exportButton = page.locator('[data-slot="export-button"]');
    await expect(exportButton).toHaveText("Fix 1 problem to export");
    await expect(exportButton).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("button", { name: /Home: Title.*This cannot be empty/ }).click();
    await expect(title).toBeFocused();
    await page.keyboard.type("Home");
    await expect(exportButton).toHaveText("Export");
    await exportButton.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Export this version" }).click();
    await expect(dialog).toContainText(`exports/${draft.slug}/site.json`);
    await expect(dialog.getByRole("button", { name: "Download the JSON" })).toBeVisible();
  });

  test("a press on Pages right after typing lands, though the top bar changes under it", async ({
    page,
  }) => {
    const views = page.getByRole("navigation", { name: "Editor views" });
    await views.getByRole("link", { name: "Settings", exact: true }).click();
    await page.getByRole("button", { name: /^Header and footer menus/ }).click();
    // The draft's save is held until the press is made, so the top bar changes under it.
    let releaseSave = () => {};
    const saveHeld = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    await page.route("**/studio/api/drafts/**", async (route) => {
      if (route.request().method() !== "GET") await saveHeld;
      await route.fallback();
    });
    const saveStatus = page.locator('[data-slot="save-status"]');
    const menuLabel = page
      .getByRole("main", { name: "Site settings" })
      .getByRole("textbox")
      .first();
    await menuLabel.click();
    await page.keyboard.type(" now");
    await expect(saveStatus).toHaveAttribute("data-state", "saving");
    const pages = views.getByRole("link", { name: "Pages", exact: true });
    const before = await pages.boundingBox();
    if (!before) throw new Error("The Pages link is not on screen");
    await page.mouse.move(before.x + 4, before.y + before.height / 2);
    await page.mouse.down();
    // Held while the field is left, checked and saved, as a person's press can be.
    releaseSave();
    await expect(saveStatus).toHaveAttribute("data-state", "saved");
    expect(await pages.boundingBox()).toEqual(before);
    await page.mouse.up();
    await expect(page).not.toHaveURL(/view=settings/);
    await expect(page.getByRole("main", { name: "Page canvas" })).toBeVisible();
  });

  test("the editor has no axe findings", async ({ page }) => {
    await mainBlocks(page).first().click();
    await expectNoAxeFindings(page, "the page builder with a block selected");
  });
});
