import { eventIds } from "./support/analytics.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { firstCar, typeInto } from "./support/lead-forms.ts";
import { allStockPath, expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

test.describe("enquiring about a vehicle", () => {
  test("by keyboard: Enquire, errors with focus on the first, send, and /success", async ({
    page,
  }) => {
    // Three axe runs and a keyboard walk through the page.
    test.slow();
    const car = await firstCar(page);
    await page.goto(car.href);
    const enquire = page.getByRole("button", { name: "Enquire", exact: true });
    await expectInteractive(enquire);
    await tabTo(page, enquire);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Enquire about this vehicle" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(car.title);
    await expect(
      dialog.getByText("* You must agree to the terms of use before submitting the form."),
    ).toBeVisible();
    await expectNoAxeViolations(page, "the enquiry dialog", '[data-slot="enquiry-dialog"]');

    const send = dialog.getByRole("button", { name: "Send Enquiry" });
    await tabTo(page, send);
    await page.keyboard.press("Enter");
    const name = dialog.getByRole("textbox", { name: "First Name" });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("This is a required field.");
    await expect(dialog.getByRole("textbox", { name: "Comments" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoAxeViolations(
      page,
      "the enquiry dialog with errors",
      '[data-slot="enquiry-dialog"]',
    );

    await page.keyboard.type("Jo");
    await typeInto(page, dialog.getByRole("textbox", { name: "Email" }), "jo@example.com");
    await typeInto(page, dialog.getByRole("textbox", { name: "Mobile" }), "0400 000 000");
    await typeInto(
      page,
      dialog.getByRole("textbox", { name: "Comments" }),
      "Is it still available?",
    );
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    // A person takes longer than the 3 s the server holds a robot to: the shopper's clock says so.
    await page.clock.install();
    await page.clock.fastForward(10_000);

    await tabTo(page, send);
    const [response] = await Promise.all([
      page.waitForResponse(
        (answer) => answer.url().endsWith("/api/leads") && answer.request().method() === "POST",
      ),
      page.keyboard.press("Enter"),
    ]);
    expect(response.status()).toBe(201);
    expect((await response.json()).lead_id).toEqual(expect.any(String));
    const lead = response.request().postDataJSON();
    expect(lead).toMatchObject({
      name: "Jo",
      email: "jo@example.com",
      phone: "0400 000 000",
      message: "Is it still available?",
      opt_in: true,
      category: "General Enquiry",
      source: "Website",
      lead_attributes: { visited_pages: expect.arrayContaining([allStockPath]) },
    });
    expect(response.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);

    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();
    await expect(page.getByRole("link", { name: car.title })).toHaveAttribute("href", car.href);
    await expect(page.getByText("General Enquiry")).toBeVisible();
    expect(await eventIds(page)).toContain(14);
    await expectNoAxeViolations(page, "/success");

    // Name, email and phone were all given: the next form starts with them.
    await page.goto(car.href);
    await page.getByRole("button", { name: "Enquire", exact: true }).click();
    await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue("jo@example.com");
  });

  test("the vehicle's #enquire link opens the form", async ({ page }) => {
    const car = await firstCar(page);
    await page.goto(`${car.href}#enquire`);
    await expect(page.getByRole("dialog", { name: "Enquire about this vehicle" })).toBeVisible();
  });
});
