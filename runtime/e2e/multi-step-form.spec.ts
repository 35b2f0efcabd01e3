import { eventIds } from "./support/analytics.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { sendLeadByKeyboard, typeContact } from "./support/lead-forms.ts";
import { expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

test("the multi-step test drive on /book-test-drive advances, then sends", async ({ page }) => {
  // Two steps, axe runs and a keyboard walk through the form.
  test.slow();
  // A result card's 'Book a Test Drive' link names its car.
  await page.goto("/book-test-drive?car_id=4242");
  const form = page.getByRole("region", { name: "Your details" });
  await expectInteractive(form.getByRole("textbox", { name: "First Name" }));
  await expect(form.getByText("Step 1 of 2: Your details")).toBeVisible();
  await expectNoAxeViolations(page, "/book-test-drive");

  // Next checks only this step's fields.
  const next = form.getByRole("button", { name: "Next" });
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(form.getByRole("textbox", { name: "First Name" })).toBeFocused();
  await typeContact(page, form);
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(form.getByText("Step 2 of 2: Your test drive")).toBeVisible();
  await expect(form.getByLabel("Preferred date")).toBeFocused();
  await expectNoAxeViolations(page, "the second step");

  const lead = await sendLeadByKeyboard(
    page,
    form.getByRole("button", { name: "Book Test Drive" }),
  );
  expect(lead).toMatchObject({
    name: "Jo",
    phone: "0400 000 000",
    category: "Test Drive",
    car_id: "4242",
  });
  expect(await eventIds(page)).toContain(17);
});
