import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { arrowToRadio, tabTo } from "./keyboard.ts";
import { typeInto } from "./lead-forms.ts";
import { expect } from "./test.ts";

type StockCar = { id: number; make: string; model: string; year: number; badge?: string | null };

/**
 * The recent make, model and year with the most comparable cars in the journeys' seeded stock
 * (same make and model, a year either side), so its valuation has a range.
 */
export function wellStockedCar(): StockCar {
  const file = JSON.parse(readFileSync(".cache/e2e/inventory.json", "utf8")) as
    | StockCar[]
    | { vehicles: StockCar[] };
  const stock = Array.isArray(file) ? file : file.vehicles;
  const recent = new Date().getFullYear() - 4;
  let best: { car: StockCar; count: number } | undefined;
  for (const car of stock) {
    if (car.year < recent) continue;
    const count = stock.filter(
      (other) =>
        other.make === car.make &&
        other.model === car.model &&
        Math.abs(other.year - car.year) <= 1,
    ).length;
    if (!best || count > best.count) best = { car, count };
  }
  if (!best || best.count < 3) throw new Error("the seeded stock has no car with 3 comparables");
  return best.car;
}

/** Answers one yes/no question by keyboard: Tab into its group, Space or an arrow to the answer. */
async function answer(page: Page, group: Locator, yes: boolean) {
  await tabTo(page, group.getByRole("radio", { name: "Yes" }));
  if (yes) {
    await page.keyboard.press("Space");
    await expect(group.getByRole("radio", { name: "Yes" })).toBeChecked();
  } else await arrowToRadio(page, "ArrowRight", group.getByRole("radio", { name: "No" }));
}

/**
 * From the odometer to the valuation, by keyboard: the km, every question answered yes, the
 * shopper's details (Jo, with the last name and email given); answers the trade-in lead as sent.
 */
export async function valueByKeyboard(
  page: Page,
  journey: Locator,
  km: string,
  contact: { lastName: string; email: string },
) {
  await expect(journey.getByRole("heading", { name: "Step 2 of 4: Odometer" })).toBeFocused();
  await typeInto(page, journey.getByRole("textbox", { name: "Odometer (km)" }), km);
  await page.keyboard.press("Enter");
  await expect(journey.getByRole("heading", { name: "Step 3 of 4: About your car" })).toBeFocused();
  for (const group of await journey.getByRole("radiogroup").all()) await answer(page, group, true);
  await tabTo(page, journey.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");
  await expect(journey.getByRole("heading", { name: "Step 4 of 4: Your details" })).toBeFocused();
  await typeInto(page, journey.getByRole("textbox", { name: "First Name" }), "Jo");
  await typeInto(page, journey.getByRole("textbox", { name: "Last Name" }), contact.lastName);
  await typeInto(page, journey.getByRole("textbox", { name: "Email" }), contact.email);
  await typeInto(page, journey.getByRole("textbox", { name: "Mobile" }), "0400 000 000");
  // A person takes longer than the 3 s the server holds a robot to: the clock moves on first.
  await page.clock.install();
  await page.clock.fastForward(10_000);
  await tabTo(page, journey.getByRole("button", { name: "Get My Valuation" }));
  const [lead] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith("/api/leads") && response.request().method() === "POST",
    ),
    page.keyboard.press("Enter"),
  ]);
  expect(lead.status(), await lead.text()).toBe(201);
  const sent: Record<string, unknown> = lead.request().postDataJSON();
  return Object.assign(sent, { lead_id: ((await lead.json()) as { lead_id: string }).lead_id });
}
