import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { firstCar, sendLeadByKeyboard, typeContact } from "./support/lead-forms.ts";
import { expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

test("requesting more photos from a vehicle page, by keyboard", async ({ page }) => {
  // A keyboard walk down the vehicle page, the dialog's form and two axe runs.
  test.slow();
  const car = await firstCar(page);
  await page.goto(car.href);
  const request = page.getByRole("button", { name: "Request More Photos" });
  await expectInteractive(request);
  await tabTo(page, request);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Request more photos" });
  await expect(dialog).toHaveAccessibleDescription(car.title);
  await expectNoAxeViolations(
    page,
    "the request-photos dialog",
    '[data-slot="request-photos-dialog"]',
  );
  await typeContact(page, dialog);
  const lead = await sendLeadByKeyboard(page, dialog.getByRole("button", { name: "Send Request" }));
  expect(lead).toMatchObject({
    category: "General Enquiry",
    subcategory: "Photo Request",
    message: "Please send me more photos of this vehicle.",
    car_id: expect.anything(),
  });
});
