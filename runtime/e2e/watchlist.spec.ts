import type { Page } from "@playwright/test";
import { eventIds } from "./support/analytics.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import {
  allStockPath,
  expectInteractive,
  openSearch,
  visibleCards,
} from "./support/search-page.ts";
import { signInThroughApi } from "./support/sign-in.ts";
import { compareOrigin } from "./support/sites.ts";
import { expect, test } from "./support/test.ts";
import { toastWith } from "./support/toasts.ts";

/** A mobile number of its own for each journey, so the per-phone code limit never bites. */
const freshPhone = () => `0412${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;

const sidebar = (page: Page) => page.locator('[data-slot="vehicle-summary"]');

/** The first car the variant's search lists, opened on its page. */
async function openFirstCar(page: Page, origin: string) {
  await openSearch(page, `${origin}${allStockPath}`);
  const [car] = await visibleCards(page);
  if (!car) throw new Error("the search lists no car");
  await page.goto(`${origin}${car.href}`);
  const heart = sidebar(page).getByRole("button", { name: `Save ${car.title}` });
  await expectInteractive(heart);
  return { car, heart };
}

/**
 * Signs in on the sign-in page on screen, by keyboard, with the code the local provider made
 * (read through the journeys' code reader).
 */
async function signInOnPage(page: Page, origin: string, phone: string) {
  const form = page.getByRole("main");
  // Typed before the page is live, the number would sit in inert HTML.
  await expectInteractive(form.getByLabel("Mobile"));
  await form.getByLabel("Mobile").fill(phone);
  await form.getByRole("button", { name: "Send Code" }).press("Enter");
  await expect(form.getByRole("button", { name: "Resend Code" })).toBeVisible();
  // Read from the page: the variant's host name resolves in the browser only.
  const code = await page.evaluate(
    async (address) => ((await (await fetch(address)).json()) as { code: string }).code,
    `${origin}/api/sign-in/last-code?phone_number=${phone}`,
  );
  await form.getByLabel("Verification Code").fill(code);
  await form.getByLabel("Verification Code").press("Enter");
}

test.describe("the watchlist", () => {
  test("a car saved signed out is saved once the shopper signs in with the code, then removed", async ({
    page,
    baseURL,
  }) => {
    // Sign-in, four page loads and two axe runs.
    test.setTimeout(180_000);
    const origin = compareOrigin(baseURL);
    const { car, heart } = await openFirstCar(page, origin);
    const carPath = new URL(page.url()).pathname;
    await expect(heart).toHaveAttribute("aria-pressed", "false");

    await tabTo(page, heart);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(
      `${origin}/sign-in?type=watchlist&redirect=${encodeURIComponent(carPath)}&back=${encodeURIComponent(carPath)}`,
    );
    // The sign-in page sends the shopper back to the car.
    await signInOnPage(page, origin, freshPhone());

    // Back on the car, the save asked for before signing in is made.
    await expect(page).toHaveURL(`${origin}${carPath}`);
    const saved = sidebar(page).getByRole("button", { name: `Save ${car.title}` });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await expect(toastWith(page, "Car Saved In Watchlist")).toBeVisible({ timeout: 15_000 });
    expect(await eventIds(page)).toContain(39);
    await expectNoAxeViolations(page, "the vehicle page with the car saved");

    await page.goto(`${origin}/watchlist`);
    const watchlist = page.getByRole("region", { name: "Saved cars" });
    // The page reads the session, then the watchlist, then the cars: allow for the three calls.
    await expect(watchlist.getByRole("link", { name: car.title })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, "the watchlist page");

    await page.goto(`${origin}${carPath}`);
    await expectInteractive(saved);
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await tabTo(page, saved);
    await page.keyboard.press("Enter");
    await expect(saved).toHaveAttribute("aria-pressed", "false");
    // The toast follows the server's answer.
    await expect(toastWith(page, "Car Removed")).toBeVisible({ timeout: 15_000 });
    await expect(saved).toHaveAttribute("aria-pressed", "false");
    await page.goto(`${origin}/watchlist`);
    await expect(watchlist.getByText("You have not saved any cars yet.")).toBeVisible({
      timeout: 15_000,
    });
  });

  test("a save the server refuses puts the heart back and alerts the server's message", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const origin = compareOrigin(baseURL);
    const { heart } = await openFirstCar(page, origin);
    await signInThroughApi(page, freshPhone());
    await page.reload();
    await expectInteractive(heart);
    await page.route("**/api/watchlist/save-car", (route) =>
      route.fulfill({ status: 503, json: { success: false, error: "The watchlist is resting." } }),
    );
    const alerted = page.waitForEvent("dialog");
    await tabTo(page, heart);
    await page.keyboard.press("Enter");
    const dialog = await alerted;
    expect(dialog.type()).toBe("alert");
    expect(dialog.message()).toBe("The watchlist is resting.");
    await dialog.accept();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("Car Saved In Watchlist")).toHaveCount(0);
    expect(await eventIds(page)).not.toContain(39);
  });
});
