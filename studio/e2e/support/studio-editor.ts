import type { Locator, Page } from "@playwright/test";

/** What the marketer sees in the studio, by role and name. */
export const startFromTemplate = (page: Page, siteName: string): Locator =>
  page.getByRole("button", { name: `Start from ${siteName}`, exact: true });

export const siteHeading = (page: Page): Locator => page.getByRole("heading", { level: 1 });

export const editorView = (page: Page, name: "Pages" | "Settings"): Locator =>
  page.getByRole("navigation", { name: "Editor views" }).getByRole("link", { name, exact: true });

export const paletteHandle = (page: Page, block: string): Locator =>
  page.getByRole("button", { name: `Drag ${block} onto the page`, exact: true });

export const canvasZone = (page: Page, zone: string): Locator =>
  page.getByRole("main", { name: "Page canvas" }).getByRole("region", { name: zone, exact: true });

/** A block's card button, named by its label and one line of its settings ("Text Write…"). */
export const blockCard = (zone: Locator, label: string, summary: string): Locator =>
  zone.getByRole("button", { name: `${label} ${summary}`, exact: true });

/** The drag handle of every block of a kind in a zone. */
export const blockHandles = (zone: Locator, label: string): Locator =>
  zone.getByRole("button", { name: `Move ${label}`, exact: true });

export const inspector = (page: Page): Locator =>
  page.getByRole("complementary", { name: "Inspector" });

export const settingsGroup = (page: Page, title: string): Locator =>
  page
    .getByRole("main", { name: "Site settings" })
    .getByRole("button", { name: new RegExp(`^${title}( \\d+ problems?)?$`) });

export const problemsPanel = (page: Page): Locator =>
  page.getByRole("region", { name: /^Problems · / });

/** Its name changes with the draft: "Export", "Checking…", "Fix 1 problem to export". */
export const exportButton = (page: Page): Locator => page.locator('[data-slot="export-button"]');

export const undoButton = (page: Page): Locator =>
  page.getByRole("banner").getByRole("button", { name: "Undo", exact: true });

export const redoButton = (page: Page): Locator =>
  page.getByRole("banner").getByRole("button", { name: "Redo", exact: true });

/** dnd-kit's live region, which says where a dragged block would land. */
export const dragAnnouncements = (page: Page): Locator => page.locator('[id^="DndLiveRegion"]');

/** Starts a site from a template: its dialog asks the new site's name, and suggests its id. */
export async function startSite(page: Page, template: string, name: string): Promise<void> {
  await startFromTemplate(page, template).click();
  const dialog = page.getByRole("dialog", { name: "Start a new site" });
  await dialog.getByRole("textbox", { name: "Site name" }).fill(name);
  await dialog.getByRole("button", { name: "Start site" }).click();
}

/** Export, with a note for the version when given; answers the dialog. */
export async function exportVersion(page: Page, siteName: string, note = ""): Promise<Locator> {
  await exportButton(page).click();
  const dialog = page.getByRole("dialog", { name: `Export ${siteName}` });
  if (note) await dialog.getByRole("textbox", { name: /^Note for this version/ }).fill(note);
  await dialog.getByRole("button", { name: "Export this version" }).click();
  return dialog;
}
