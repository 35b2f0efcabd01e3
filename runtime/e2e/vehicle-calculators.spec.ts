import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { scrollToBlock } from "./support/deferred-blocks.ts";
import { tabTo } from "./support/keyboard.ts";
import {
  allStockPath,
  expectInteractive,
  openSearch,
  visibleCards,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

const missingPostcode = "Please enter a postcode.";
const unsupportedPostcode =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

const cents = new Intl.NumberFormat("en-AU", {
  style: "currency",
  currency: "AUD",
  minimumFractionDigits: 2,
});
const weeklyCost = (km: number, consumption: number, price: number) =>
  cents.format((km / 100) * consumption * price);

/** The page of the first car in the search results for one fuel type. */
async function openCarWithFuel(page: Page, fuel: string): Promise<void> {
  await openSearch(page, `${allStockPath}?fuel=${encodeURIComponent(fuel)}`);
  const [card] = await visibleCards(page);
  if (!card) throw new Error(`no ${fuel} car in the demo stock`);
  await page.goto(card.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.title);
}

const fuelCalculator = (page: Page) => page.getByRole("region", { name: "Fuel Calculator" });
const deliveryCalculator = (page: Page) =>
  page.getByRole("region", { name: "Delivery Calculator" });

test.describe("the vehicle page's calculators", () => {
  test("the fuel calculator shows the weekly cost and follows the shopper's price and distance, by keyboard", async ({
    page,
  }) => {
    // Three lookups and an axe scan of a full vehicle page: more than 30 s on a busy machine.
    test.slow();
    await openCarWithFuel(page, "Petrol");
    await scrollToBlock(page, "fuel-calculator");
    const section = fuelCalculator(page);
    const basis = await section.getByText(/L\/100km/).textContent();
    const consumption = Number(/([\d.]+) L\/100km/.exec(basis ?? "")?.[1]);
    expect(consumption).toBeGreaterThan(0);
    const result = section.locator("output");
    await expect(result).toHaveText(`Weekly fuel cost:${weeklyCost(250, consumption, 1.7)}`);

    const price = section.getByRole("spinbutton", { name: "Fuel price ($ per litre)" });
    const km = section.getByRole("spinbutton", { name: "Distance (km per week)" });
    await expect(price).toHaveValue("1.7");
    await expect(km).toHaveValue("250");
    await expectInteractive(price);
    await tabTo(page, price);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("2.1");
    await expect(result).toHaveText(`Weekly fuel cost:${weeklyCost(250, consumption, 2.1)}`);
    await page.keyboard.press("Tab");
    await expect(km).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("400");
    await expect(result).toHaveText(`Weekly fuel cost:${weeklyCost(400, consumption, 2.1)}`);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await expect(result).toHaveText("Enter a fuel price and a distance to see the weekly cost.");
    await expectNoAxeViolations(page, "the fuel calculator", '[data-slot="fuel-calculator"]');
  });

  test("the delivery calculator prices a postcode's region and shows both postcode errors, by keyboard", async ({
    page,
  }) => {
    // A scroll to the calculator, two lookups and an axe scan: more than 30 s on a busy machine.
    test.slow();
    await openCarWithFuel(page, "Petrol");
    await scrollToBlock(page, "delivery-calculator");
    const section = deliveryCalculator(page);
    const postcode = section.getByRole("textbox", { name: "Postcode" });
    const status = section.getByRole("status");
    await expectInteractive(postcode);
    await tabTo(page, postcode);

    await page.keyboard.press("Enter");
    await expect(section.getByText(missingPostcode)).toBeVisible();
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(postcode).toHaveAccessibleDescription(missingPostcode);

    await page.keyboard.type("2000");
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("Delivery to Sydney Metro: $250");
    await expect(section.getByText(missingPostcode)).toHaveCount(0);
    await expect(postcode).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(
      page,
      "the delivery calculator's result",
      '[data-slot="delivery-calculator"]',
    );

    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("3000");
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: "Calculate" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("Delivery to Melbourne Metro: $890");

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("6000");
    await page.keyboard.press("Enter");
    await expect(section.getByText(unsupportedPostcode)).toBeVisible();
    await expect(status).toHaveText("");
    await expectNoAxeViolations(
      page,
      "the delivery calculator's error",
      '[data-slot="delivery-calculator"]',
    );
  });

  test("the server answers the lookup, and turns bad input away naming the field", async ({
    request,
  }) => {
    const found = await request.get("/api/delivery-price?postcode=2300");
    expect(found.status()).toBe(200);
    expect(await found.json()).toEqual({ price: 390, name: "Central Coast and Newcastle" });
    const none = await request.get("/api/delivery-price?postcode=0870");
    expect(none.status()).toBe(404);
    expect((await none.json()).message).toBe(unsupportedPostcode);
    const bad = await request.get("/api/delivery-price");
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({
      field: "postcode",
      message: `postcode: ${missingPostcode}`,
    });
  });

  test("an electric car's page has no fuel calculator", async ({ page }) => {
    await openCarWithFuel(page, "Electric");
    await scrollToBlock(page, "delivery-calculator");
    await expect(deliveryCalculator(page)).toBeVisible();
    // The calculator's place above has come near and given way to nothing.
    await expect(page.locator('[data-block="fuel-calculator"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="fuel-calculator"]')).toHaveCount(0);
  });
});
