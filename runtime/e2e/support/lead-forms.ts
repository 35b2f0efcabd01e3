import type { Locator, Page } from "@playwright/test";
import { tabTo } from "./keyboard.ts";
import { allStockPath, openSearch, visibleCards } from "./search-page.ts";
import { expect } from "./test.ts";

/** The first car the search lists: its page address and title. */
export async function firstCar(page: Page) {
  await openSearch(page, allStockPath);
  const [card] = await visibleCards(page);
  if (!card) throw new Error("the search lists no car");
  return card;
}

/** Tabs to a field and types into it, as a keyboard user would. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Types the shopper's contact details into a form by keyboard. */
export async function typeContact(page: Page, form: Locator) {
  await typeInto(page, form.getByRole("textbox", { name: "First Name" }), "Jo");
  await typeInto(page, form.getByRole("textbox", { name: "Email" }), "jo@example.com");
  await typeInto(page, form.getByRole("textbox", { name: "Mobile" }), "0400 000 000");
}

/**
 * Presses the send button by keyboard and answers the lead as sent, with the `lead_id` the
 * server gave it. A person takes longer than the 3 s the server holds a robot to: the
 * shopper's clock is moved on first.
 */
export async function sendLeadByKeyboard(page: Page, send: Locator) {
  await page.clock.install();
  await page.clock.fastForward(10_000);
  await tabTo(page, send);
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.url().endsWith("/api/leads") && answer.request().method() === "POST",
    ),
    page.keyboard.press("Enter"),
  ]);
  expect(response.status(), await response.text()).toBe(201);
  const { lead_id: leadId } = (await response.json()) as { lead_id: string };
  expect(leadId).toEqual(expect.any(String));
  expect(response.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page).toHaveURL(/\/success$/);
  const lead: Record<string, unknown> = response.request().postDataJSON();
  return Object.assign(lead, { lead_id: leadId });
}
