import { eventIds } from "./support/analytics.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { sendLeadByKeyboard, typeContact, typeInto } from "./support/lead-forms.ts";
import { expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

test("a general enquiry on /contact fires the general enquiry event", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send us a message" });
  await expectInteractive(form.getByRole("textbox", { name: "First Name" }));
  await expect(form.getByRole("textbox", { name: "Comments" })).toBeVisible();
  await expectNoAxeViolations(page, "/contact");
  await typeContact(page, form);
  await typeInto(page, form.getByRole("textbox", { name: "Comments" }), "Are you open Sunday?");
  const lead = await sendLeadByKeyboard(page, form.getByRole("button", { name: "Send" }));
  expect(lead).toMatchObject({
    name: "Jo",
    message: "Are you open Sunday?",
    category: "General Enquiry",
  });
  await expect(page.getByText("General Enquiry")).toBeVisible();
  expect(await eventIds(page)).toContain(22);
});
