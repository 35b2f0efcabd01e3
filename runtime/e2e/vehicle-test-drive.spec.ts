import { eventIds } from "./support/analytics.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { firstCar, sendLeadByKeyboard, typeContact, typeInto } from "./support/lead-forms.ts";
import { expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

test("booking a test drive from a vehicle page, by keyboard, reaches /success", async ({
  page,
}) => {
  // A keyboard walk down the vehicle page, the dialog's form and two axe runs.
  test.slow();
  const car = await firstCar(page);
  await page.goto(car.href);
  const book = page.getByRole("button", { name: "Book a Test Drive" });
  await expectInteractive(book);
  await tabTo(page, book);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Book a Test Drive" });
  await expect(dialog).toHaveAccessibleDescription(car.title);
  await expectNoAxeViolations(page, "the test-drive dialog", '[data-slot="test-drive-dialog"]');

  await typeContact(page, dialog);
  await typeInto(page, dialog.getByLabel("Preferred date"), "12012026");
  const lead = await sendLeadByKeyboard(
    page,
    dialog.getByRole("button", { name: "Book Test Drive" }),
  );
  expect(lead).toMatchObject({
    name: "Jo",
    email: "jo@example.com",
    category: "Test Drive",
    preferred_date: "2026-12-01",
    source: "Website",
    car_id: expect.anything(),
  });
  await expect(page.getByRole("link", { name: car.title })).toHaveAttribute("href", car.href);
  await expect(
    page.locator('[data-slot="enquiry-success"]').getByText("Test Drive", { exact: true }),
  ).toBeVisible();
  expect(await eventIds(page)).toContain(lead.car_type === "new" ? 17 : 15);
});
