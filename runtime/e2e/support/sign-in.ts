import type { Page } from "@playwright/test";
import { tabTo } from "./keyboard.ts";
import { expectInteractive } from "./search-page.ts";
import { expect } from "./test.ts";

/** A mobile number of its own for each journey, so no run meets another's hourly code limit. */
export const journeyPhone = () =>
  `0412${String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")}`;

/**
 * Signs in on the sign-in page by keyboard: the phone and Enter (which asks for the code), the
 * code the local provider made (the server runs with --reveal-sign-in-codes) and Enter.
 */
export async function signInByKeyboard(
  page: Page,
  phone = journeyPhone(),
  /** The storefront's origin when it is not the shared server's. */
  origin = "",
): Promise<string> {
  const mobile = page.getByRole("textbox", { name: "Mobile" });
  await expectInteractive(mobile);
  await tabTo(page, mobile);
  await page.keyboard.type(phone);
  await page.keyboard.press("Enter");
  const codeField = page.getByRole("textbox", { name: "Verification Code" });
  await expect(codeField).toBeFocused();
  await expect(page.getByRole("button", { name: "Resend Code" })).toBeDisabled();
  const answer = await page.request.get(`${origin}/api/sign-in/last-code?phone_number=${phone}`);
  const { code } = (await answer.json()) as { code: string };
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  return phone;
}

/** Signs in from the page on screen through the sign-in API, with the local provider's code. */
export async function signInThroughApi(page: Page, phone: string) {
  const status = await page.evaluate(async (phone_number) => {
    const post = (url: string, body: object) =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    await post("/api/sign-in/send-code", { phone_number });
    const answer = await fetch(`/api/sign-in/last-code?phone_number=${phone_number}`);
    const { code } = (await answer.json()) as { code: string };
    return (await post("/api/sign-in/verify", { phone_number, code })).status;
  }, phone);
  expect(status).toBe(200);
}
