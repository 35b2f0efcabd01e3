import { expectNoAxeViolations } from "./support/axe.ts";
import { describeTradeInByKeyboard, signInWithOpenCheckout } from "./support/checkout.ts";
import { tabTo } from "./support/keyboard.ts";
import { typeInto } from "./support/lead-forms.ts";
import { expectInteractive } from "./support/search-page.ts";
import { tradeInFirstOrigin } from "./support/sites.ts";
import { expect, test } from "./support/test.ts";

test("where the checkout asks for a trade-in first, the details step goes back to it by keyboard, the car described kept", async ({
  page,
  baseURL,
}) => {
  const origin = tradeInFirstOrigin(baseURL);
  const slug = await signInWithOpenCheckout(page, origin, 9);
  await page.goto(`${origin}/cars/${slug}/checkout`);
  const checkout = page.getByRole("main");

  // The page's first step is the trade-in: nothing before it to go back to.
  const toDetails = checkout.getByRole("button", { name: "Continue to Your Details" });
  await expectInteractive(toDetails);
  await expect(checkout.getByRole("heading", { name: "Your trade-in" })).toBeVisible();
  await expect(checkout.getByRole("button", { name: /^Back to/ })).toHaveCount(0);
  await describeTradeInByKeyboard(page, checkout);

  // The details step, with the way back to the trade-in beside its button on.
  await expect(checkout.getByRole("heading", { name: "Your details" })).toBeFocused();
  const back = checkout.getByRole("button", { name: "Back to Trade-in" });
  await expect(back).toBeVisible();
  await expect(checkout.getByRole("button", { name: "Continue to Finance" })).toBeVisible();
  await expectNoAxeViolations(page, "the details step after the trade-in");
  await tabTo(page, back);
  await page.keyboard.press("Enter");

  const tradeInStep = checkout.getByRole("heading", { name: "Your trade-in" });
  await expect(tradeInStep).toBeFocused();
  await expect(
    checkout.getByRole("radio", { name: "Describe my car for the dealer to value" }),
  ).toBeChecked();
  await expect(checkout.getByRole("textbox", { name: "Make" })).toHaveValue("Mazda");
  await tabTo(page, toDetails);
  await page.keyboard.press("Enter");

  // On through the details to the finance step, which keeps the car described and the details.
  await expect(checkout.getByRole("heading", { name: "Your details" })).toBeFocused();
  await typeInto(page, checkout.getByRole("textbox", { name: "First Name" }), "Jo");
  await typeInto(page, checkout.getByRole("textbox", { name: "Last Name" }), "Order");
  await typeInto(page, checkout.getByRole("textbox", { name: "Email" }), "jo.order@example.com");
  await typeInto(page, checkout.getByRole("textbox", { name: "Mobile" }), "0400 000 000");
  await tabTo(page, checkout.getByRole("button", { name: "Continue to Finance" }));
  await page.keyboard.press("Enter");
  await expect(checkout.getByRole("heading", { name: "Finance" })).toBeFocused();
  await expect
    .poll(() => page.evaluate((car) => fetch(`/api/checkout/${car}`).then((r) => r.json()), slug))
    .toMatchObject({
      progress: {
        step: "finance",
        trade_in: { make: "Mazda", year: 2017 },
        details: { email: "jo.order@example.com" },
      },
    });
  await expect(checkout.getByRole("button", { name: "Back to Your Details" })).toBeVisible();
});
