import type { Page } from "@playwright/test";
import { expectNoAxeFindings } from "../../runtime/e2e/support/axe.ts";
import {
  blockCard,
  canvasZone,
  exportButton,
  exportVersion,
  inspector,
  problemsPanel,
  settingsGroup,
  siteHeading,
  startFromTemplate,
} from "./support/studio-editor.ts";
import { expect, type StudioSites, test } from "./support/studio-test.ts";

const siteName = "Southern Cross Motor Group";

/** Waits for transitions (a dialog fading in, a group opening) to end: axe reads final colours. */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished)),
  );
}

async function openNewSite(page: Page, studioSites: StudioSites, view = ""): Promise<void> {
  const slug = await studioSites.fromTemplate("dealer-group");
  await page.goto(`/studio/sites/${slug}${view}`);
  await expect(siteHeading(page)).toHaveText(siteName);
}

test.describe("the studio has no axe findings of any impact (WCAG 2.0-2.2 A/AA and best practices)", () => {
  test("on the site list", async ({ page, studioSites }) => {
    await studioSites.fromTemplate("dealer-group");
    await page.goto("/studio/");
    await expect(startFromTemplate(page, siteName)).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(siteName) }).first()).toContainText(
      "Unexported changes",
    );
    await expectNoAxeFindings(page, "the site list");
  });

  test("in the page builder with a block selected", async ({ page, studioSites }) => {
    await openNewSite(page, studioSites);
    const hero = blockCard(canvasZone(page, "Main"), "Hero search", "Find your next vehicle");
    await hero.click();
    await expect(hero).toHaveAttribute("aria-current", "true");
    await expect(inspector(page).getByRole("heading", { name: "Hero search" })).toBeVisible();
    await expectNoAxeFindings(page, "the page builder with Hero search selected");
  });

  test("in the Settings view with a group open", async ({ page, studioSites }) => {
    await openNewSite(page, studioSites, "?view=settings");
    const search = settingsGroup(page, "Search");
    await search.click();
    await expect(search).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("spinbutton", { name: "Results per page" })).toBeVisible();
    await animationsDone(page);
    await expectNoAxeFindings(page, "the Settings view with Search open");
  });

  test("in the Problems panel listing problems", async ({ page, studioSites }) => {
    await openNewSite(page, studioSites);
    await page.locator('[data-slot="page-details"]').getByLabel("Title").fill("");
    await expect(problemsPanel(page)).toHaveAccessibleName("Problems · 1 problem");
    await expect(
      problemsPanel(page).getByRole("button", { name: "Home: Title — This cannot be empty" }),
    ).toBeVisible();
    await expect(exportButton(page)).toHaveText("Fix 1 problem to export");
    await expectNoAxeFindings(page, "the editor with a problem listed");
  });

  test("in the Export dialog", async ({ page, studioSites }) => {
    await openNewSite(page, studioSites);
    await expect(exportButton(page)).toHaveText("Export");
    const dialog = await exportVersion(page, siteName);
    await expect(dialog).toContainText("Exported to");
    await animationsDone(page);
    await expectNoAxeFindings(page, "the Export dialog");
  });
});
