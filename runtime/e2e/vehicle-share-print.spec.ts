import { eventIds } from "./support/analytics.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expectUsable } from "./support/deferred-blocks.ts";
import { firstListedCar } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";
import { stockRecords } from "./support/vehicle-page.ts";

test.describe("sharing and printing a vehicle", () => {
  test("share by keyboard: the dialog's links carry the page, and copy link says so", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const car = await firstListedCar(page);
    await page.goto(car.href);
    const share = page.getByRole("button", { name: "Share" });
    await expectUsable(page, "vehicle-actions");
    // The sidebar comes after the whole main column in the tab order; focus it, then use keys.
    await share.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Share this vehicle" });
    await expect(dialog).toBeVisible();
    const pageUrl = new URL(car.href, page.url()).href;
    await expect(dialog.getByRole("link", { name: "Email" })).toHaveAttribute(
      "href",
      `mailto:?subject=${encodeURIComponent(car.title)}&body=${encodeURIComponent(pageUrl)}`,
    );
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
    await expect(dialog.getByRole("status")).toHaveText("");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });

  test("Print opens the printable page, which counts a print and has no axe violations", async ({
    page,
  }) => {
    const car = await firstListedCar(page);
    await page.goto(car.href);
    const print = page.getByRole("link", { name: "Print" });
    await expectUsable(page, "vehicle-actions");
    await print.click();
    await expect(page).toHaveURL(`/print?car_id=${car.slug}`);
    const sheet = page.locator('[data-slot="vehicle-print-sheet"]');
    await expect(sheet.getByRole("heading", { level: 1 })).toHaveText(car.title);
    await expect(sheet.getByRole("region", { name: "Key Information" })).toContainText("Odometer");
    await expect.poll(() => eventIds(page)).toContain(61);
    await expectNoAxeViolations(page, "the printable vehicle page");

    // Printed, the page is the car alone: no site header or footer.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator('[data-slot="site-header"]')).toBeHidden();
    await expect(page.getByRole("button", { name: "Print this page" })).toBeHidden();
  });

  test("the printable page of an unknown car is a 404", async ({ page }) => {
    const response = await page.goto("/print?car_id=no-such-car-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });

  test("Download PDF saves {slug}.pdf", async ({ page }) => {
    // Any car the site lists, asked of its engine: no search page to load first.
    const [car] = await stockRecords<{ slug: string }>(page.request, [], 1);
    if (!car) throw new Error("the site lists no car");
    await page.goto(`/cars/${car.slug}`);
    const button = page.getByRole("button", { name: "Download PDF" });
    await expectUsable(page, "vehicle-actions");
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe(`${car.slug}.pdf`);
    expect(await download.failure(), "the download completed").toBeNull();
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  });
});
