import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { expectInteractive } from "./support/search-page.ts";
import { journeyPhone, signInByKeyboard } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";
import { wellStockedCar } from "./support/trade-in.ts";

const allYes = {
  service_history: true,
  working_components: true,
  two_key_sets: true,
  no_illegal_modifications: true,
  good_condition: true,
};

/**
 * What the shopper did elsewhere on the site, through its own calls from the signed-in page:
 * saved a car and a search, sent an enquiry about the car, and asked for a trade-in valuation.
 */
async function shopperHistory(page: Page, phone: string) {
  const car = wellStockedCar();
  return page.evaluate(
    async ({ phone, car, answers }) => {
      const post = async (url: string, body: object) => {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json();
      };
      await post("/api/watchlist/save-car", { phone_number: phone, car_id: car.id });
      const contact = { name: "Jo", phone, form_opened_at: Date.now() - 60_000 };
      const enquiry = await post("/api/leads", { ...contact, message: "Hi", car_id: car.id });
      const tradeIn = { make: car.make, model: car.model, year: car.year };
      const lead = await post("/api/leads", {
        ...contact,
        category: "Trade In",
        trade_in: { ...tradeIn, km: 30000 },
      });
      await post("/api/saved-searches", {
        path: "/search/used-cars",
        query: `make=${encodeURIComponent(car.make)}`,
        title: `Used ${car.make}`,
        email: "jo.garage@example.com",
      });
      await post("/api/trade-in/valuations", {
        lead_id: lead.lead_id,
        car: tradeIn,
        km: 30000,
        adjustmentAnswers: answers,
      });
      return { enquiryId: enquiry.lead_id as string, carId: car.id };
    },
    { phone, car, answers: allYes },
  );
}

test("the garage lists saved cars, searches, enquiries and valuations; details are edited, the data downloaded and deleted", async ({
  page,
  request,
}) => {
  // Three axe runs, a download and a deletion.
  test.slow();
  // Before signing in, the shopper enquired signed out from another browser, writing the mobile
  // another way: the code that signs them in proves the phone, so that enquiry is theirs too.
  const phone = journeyPhone();
  const signedOut = await request.post("/api/leads", {
    data: {
      name: "Jo",
      phone: `+61 ${phone.slice(1)}`,
      category: "Finance Enquiry",
      amount: 28_000,
      term: 5,
      message: "Can I get finance?",
      form_opened_at: Date.now() - 60_000,
    },
  });
  expect(signedOut.status()).toBe(201);
  await page.goto("/my-garage");
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage/);
  await signInByKeyboard(page, phone);
  await expect(page).toHaveURL(/\/my-garage$/);
  const { enquiryId } = await shopperHistory(page, phone);

  await page.reload();
  const garage = page.locator('[data-slot="garage"]');
  await expect(garage).toHaveAttribute("data-state", "ready");
  const savedCars = page.getByRole("region", { name: "Saved Cars" });
  await expect(savedCars.locator('[data-slot="garage-saved-car"]')).toHaveCount(1);
  await expect(savedCars.getByRole("link")).toHaveAttribute("href", /^\/cars\//);
  const searches = page.getByRole("region", { name: "Saved Searches" });
  await expect(searches.locator('[data-slot="garage-saved-search"]')).toHaveCount(1);
  await expect(searches.getByRole("link")).toHaveAttribute("href", /^\/search\/used-cars\?/);
  const enquiries = page.getByRole("region", { name: "My Enquiries" });
  await expect(enquiries.locator('[data-slot="garage-enquiry"]')).toHaveCount(3);
  await expect(enquiries.getByText("General Enquiry")).toBeVisible();
  await expect(enquiries.getByText("Finance Enquiry")).toBeVisible();
  const valuations = page.getByRole("region", { name: "My Trade-in Valuations" });
  await expect(valuations.getByText(/subject to inspection/)).toBeVisible();
  await expectNoAxeViolations(page, "/my-garage");

  // The remembered details, by keyboard: a bad postcode is named, then fixed and saved.
  const details = page.getByRole("region", { name: "My Details" });
  await expectInteractive(details.getByRole("textbox", { name: "Postcode" }));
  await tabTo(page, details.getByRole("textbox", { name: "Last Name" }));
  await page.keyboard.type("Citizen");
  await tabTo(page, details.getByRole("textbox", { name: "Postcode" }));
  await page.keyboard.type("40");
  await page.keyboard.press("Enter");
  await expect(details.getByText("Invalid postcode. Please enter a 4-digit number.")).toBeVisible();
  await expect(details.getByRole("textbox", { name: "Postcode" })).toBeFocused();
  await page.keyboard.type("00");
  await page.keyboard.press("Enter");
  await expect(details.getByRole("status")).toHaveText("Your details are saved.");
  await expectNoAxeViolations(page, "/my-garage after saving the details");

  // The download holds the shopper's details and leads.
  const data = page.getByRole("region", { name: "My Data" });
  await tabTo(page, data.getByRole("link", { name: "Download My Data" }));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.keyboard.press("Enter"),
  ]);
  const exported = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(exported.details).toMatchObject({ phone, last_name: "Citizen", postcode: "4000" });
  expect(exported.enquiries.map((lead: { id: string }) => lead.id)).toContain(enquiryId);
  expect(exported.watchlist).toHaveLength(1);
  expect(exported.trade_in_valuations).toHaveLength(1);
  expect(exported.saved_searches).toHaveLength(1);

  // Deleting asks first; confirmed, the account is gone and the shopper signed out.
  await tabTo(page, data.getByRole("button", { name: "Delete My Account" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "/my-garage, asked to confirm the deletion");
  await tabTo(page, dialog.getByRole("button", { name: "Delete My Account" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your account and data are deleted.")).toBeVisible();
  const session = await page.evaluate(() => fetch("/api/session").then((r) => r.json()));
  expect(session).toEqual({ user: null });
  await page.goto("/my-garage");
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/);
});
