import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { sendLeadByKeyboard, typeContact, typeInto } from "./support/lead-forms.ts";
import { expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

test("the trade-in form on /trade-in: the car's details checked, then sent", async ({ page }) => {
  // A keyboard walk through a long form and axe runs.
  test.slow();
  await page.goto("/trade-in");
  const form = page.getByRole("region", { name: "Tell us about your car" });
  await expectInteractive(form.getByRole("textbox", { name: "First Name" }));
  await expect(form.getByRole("textbox", { name: "Make" })).toBeVisible();
  await expectNoAxeViolations(page, "/trade-in");

  await typeContact(page, form);
  const send = form.getByRole("button", { name: "Get My Valuation" });
  await tabTo(page, send);
  await page.keyboard.press("Enter");
  const make = form.getByRole("textbox", { name: "Make" });
  await expect(make).toBeFocused();
  await expect(make).toHaveAccessibleDescription("This is a required field.");

  await page.keyboard.type("Mazda");
  await typeInto(page, form.getByRole("textbox", { name: "Model" }), "CX-5");
  await typeInto(page, form.getByRole("textbox", { name: "Year" }), "2019");
  await typeInto(page, form.getByRole("textbox", { name: "Odometer (km)" }), "84000");
  const lead = await sendLeadByKeyboard(page, send);
  expect(lead).toMatchObject({
    name: "Jo",
    category: "Trade In",
    trade_in: { make: "Mazda", model: "CX-5", year: 2019, km: 84000 },
    url: expect.stringMatching(/\/trade-in$/),
    user_agent: expect.any(String),
    lead_attributes: { visited_pages: expect.any(Array) },
  });
});
