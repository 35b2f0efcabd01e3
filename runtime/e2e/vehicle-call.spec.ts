import type { Page } from "@playwright/test";
import { eventIds } from "./support/analytics.ts";
import { expectUsable } from "./support/deferred-blocks.ts";
import { firstListedCar } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

async function openFirstCar(page: Page) {
  const card = await firstListedCar(page);
  await page.goto(card.href);
  return card;
}

test.describe("calling the dealer from a vehicle page", () => {
  test("the number shows 5 characters until revealed by keyboard, which records a lead call", async ({
    page,
  }) => {
    await openFirstCar(page);
    const phone = page.locator('[data-slot="dealer-phone"]');
    await expect(phone).toHaveAttribute("data-state", "masked");
    await expect(phone.getByText(/^\S\S \S\S\*+$/)).toBeVisible();
    const show = phone.getByRole("button", { name: "Show number" });
    await expectUsable(page, "dealer-phone");
    // The sidebar comes after the whole main column in the tab order; focus it, then use keys.
    await show.focus();
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/lead-calls") && response.request().method() === "POST",
    );
    await page.keyboard.press("Enter");
    const response = await recorded;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      car_id: expect.any(Number),
      website_id: expect.any(String),
    });
    const call = phone.getByRole("link", { name: /^Call \d\d \d{4} \d{4}$/ });
    await expect(call).toBeFocused();
    await expect(call).toHaveAttribute("href", /^tel:0\d{9}$/);
    expect(await eventIds(page)).toContain(25);
  });

  test("the sticky header comes after 500 px and the call bar after 900 px on a phone", async ({
    page,
  }) => {
    const card = await openFirstCar(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectUsable(page, "dealer-phone");
    const header = page.locator('[data-slot="vehicle-sticky-header"]');
    const callBar = page.locator('[data-slot="vehicle-call-bar"]');
    await expect(header).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(header).toBeVisible();
    await expect(header).toContainText(card.title);
    await expect(callBar).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(callBar.getByRole("link", { name: /^Call / })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCount(0);
    await expect(callBar).toHaveCount(0);
  });
});
