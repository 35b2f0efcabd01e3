import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { expectInteractive } from "./support/search-page.ts";
import { journeyPhone, signInByKeyboard } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

test("sign in by keyboard with the texted code, then on to the redirect", async ({ page }) => {
  // Two axe runs and a wrong code before the right one.
  test.slow();
  await page.goto("/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars&back=%2F");
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page, "/sign-in");

  const phone = journeyPhone();
  // A wrong code first: the catalogue's message, and the shopper stays.
  const mobile = page.getByRole("textbox", { name: "Mobile" });
  await tabTo(page, mobile);
  await page.keyboard.type(phone);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Verification Code" })).toBeFocused();
  const { code } = (await (
    await page.request.get(`/api/sign-in/last-code?phone_number=${phone}`)
  ).json()) as { code: string };
  await page.keyboard.type(code === "000000" ? "000001" : "000000");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(
    "The verification code is invalid. Please try again.",
  );
  await expectNoAxeViolations(page, "/sign-in with a wrong code");

  const codeField = page.getByRole("textbox", { name: "Verification Code" });
  await codeField.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  const session = await page.evaluate(() => fetch("/api/session").then((r) => r.json()));
  expect(session).toEqual({ user: { id: expect.any(String), phone } });
});

test("a gated page reached by a link in the page sends a signed-out visitor to sign in", async ({
  page,
}) => {
  await page.goto("/sign-in?type=watchlist&redirect=%2F&back=%2Fmy-garage");
  const back = page.getByRole("link", { name: "Back" });
  await expectInteractive(back);
  // Marks this document: a link followed in the page keeps it, a page load would not.
  await page.evaluate(() => document.documentElement.setAttribute("data-journey", "same-page"));
  await tabTo(page, back);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(
    /\/sign-in\?type=my-garage&redirect=%2Fmy-garage&back=%2Fsign-in%3Ftype%3Dwatchlist/,
  );
  await expect(page.locator("html")).toHaveAttribute("data-journey", "same-page");
});

test("a gated page sends a signed-out visitor to sign in and back again", async ({ page }) => {
  await page.goto("/my-garage");
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage&back=%2F$/);
  await signInByKeyboard(page);
  await expect(page).toHaveURL(/\/my-garage$/);
  // Signed in, the page opens at once.
  await page.goto("/my-garage");
  await expect(page).toHaveURL(/\/my-garage$/);
});

test("a redirect to another site is refused: the shopper lands on this site's home page", async ({
  page,
}) => {
  await page.goto(
    "/sign-in?type=finance&redirect=https%3A%2F%2Fevil.example%2F&back=%2F%2Fevil.example",
  );
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  await signInByKeyboard(page);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});
