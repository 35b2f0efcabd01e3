import { tradeInReceiver } from "../server/trade-in/trade-in-receiver.ts";
import { eventIds } from "./support/analytics.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { typeInto } from "./support/lead-forms.ts";
import { regoLookupService } from "./support/rego-lookup.ts";
import { expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";
import { valueByKeyboard, wellStockedCar } from "./support/trade-in.ts";

let receiver: Awaited<ReturnType<typeof tradeInReceiver>> | undefined;
// Read once the server has seeded its stock.
let stocked: ReturnType<typeof wellStockedCar>;
const oldYear = new Date().getFullYear() - 10;

// The storefront finds cars by rego here (support/rego-lookup.ts and playwright.config.ts).
test.beforeAll(async () => {
  const serverPort = Number(new URL(String(test.info().project.use.baseURL)).port);
  const service = regoLookupService(serverPort);
  stocked = wellStockedCar();
  receiver = await tradeInReceiver(service.key, {
    port: service.port,
    cars: {
      "ABC123/NSW": {
        make: stocked.make,
        model: stocked.model,
        year: stocked.year,
        ...(stocked.badge ? { badge: stocked.badge } : {}),
      },
      "OLD111/QLD": { make: stocked.make, model: stocked.model, year: oldYear },
    },
  });
});
test.afterAll(() => receiver?.close());

/** Finds the car by rego and state from the keyboard. */
async function findByRego(page: import("@playwright/test").Page, rego: string, state: string) {
  const journey = page.getByRole("region", { name: "Value your trade-in" });
  await expectInteractive(journey.getByRole("textbox", { name: "Rego" }));
  await typeInto(page, journey.getByRole("textbox", { name: "Rego" }), rego);
  await tabTo(page, journey.getByRole("combobox", { name: "State" }));
  await page.keyboard.type(state);
  await tabTo(page, journey.getByRole("button", { name: "Find My Car" }));
  await page.keyboard.press("Enter");
  return journey;
}

/** The studio's Leads view lists the run's leads (found by the run's email), all trade-ins. */
async function expectLeadsListed(
  page: import("@playwright/test").Page,
  run: string,
  count: number,
) {
  await page.goto(`/studio/leads?site=southern-cross-motor-group&q=${run}`);
  const rows = page.locator('[data-slot="lead-row"]');
  await expect(rows).toHaveCount(count, { timeout: 15_000 });
  await expect(rows.filter({ hasText: "Trade In" })).toHaveCount(count);
}

test("a trade-in found by rego reaches an accepted offer, and both leads reach the dealer", async ({
  page,
}) => {
  // A keyboard walk through four steps and axe runs.
  test.slow();
  // The car the shopper would buy: any car the site lists.
  const carId = String(stocked.id);
  await page.goto(`/cars/trade-in?car_id=${carId}`);
  await expect(page.getByRole("heading", { level: 2, name: "Trade-in FAQ" })).toBeVisible();
  const journey = await findByRego(page, "abc 123", "NSW");
  await expect(
    journey.getByText(new RegExp(`Your car: ${stocked.year} ${stocked.make} ${stocked.model}`)),
  ).toBeVisible();
  expect(receiver?.received.at(-1)?.body).toEqual({ rego: "ABC123", regoState: "NSW" });

  const run = `val${Date.now().toString(36)}`;
  const lead = await valueByKeyboard(page, journey, "30000", {
    lastName: run,
    email: `jo.${run}@example.com`,
  });
  expect(lead).toMatchObject({
    category: "Trade In",
    car_id: carId,
    trade_in: {
      make: stocked.make,
      model: stocked.model,
      year: stocked.year,
      km: 30000,
      rego: "ABC123",
      rego_state: "NSW",
    },
    url: expect.stringContaining(`/cars/trade-in?car_id=${carId}`),
    user_agent: expect.any(String),
  });
  await expect(journey.getByRole("heading", { name: "Your valuation" })).toBeFocused();
  await expect(journey.locator('[data-slot="valuation-range"]')).toHaveText(
    /^\$[\d,]+ – \$[\d,]+$/,
  );
  await expect(
    journey.getByText(/^Confidence: (low|medium|high) \(from \d+ comparable cars for sale\)$/),
  ).toBeVisible();
  await expect(
    journey.getByText("The price is indicative and subject to inspection."),
  ).toBeVisible();
  await expectNoAxeViolations(page, "the valuation");

  const accept = journey.getByRole("button", { name: "Accept Offer" });
  await tabTo(page, accept);
  const [accepted] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.url().endsWith("/api/leads") && answer.request().method() === "POST",
    ),
    page.keyboard.press("Enter"),
  ]);
  expect(accepted.status()).toBe(201);
  expect(accepted.request().postDataJSON()).toMatchObject({
    category: "Trade In",
    subcategory: "3. Offer Accepted",
    lead_id: lead.lead_id,
    form_completed: true,
    offer_accepted: true,
  });
  await expect(journey.getByRole("status")).toHaveText(
    "Offer accepted. The dealer will contact you to arrange the inspection.",
  );
  expect(await eventIds(page)).toContain(18);
  await expectLeadsListed(page, run, 2);
});

test("a car outside the online rule gets the FAQ's words and no figure, and its lead still reaches the dealer", async ({
  page,
}) => {
  test.slow();
  await page.goto("/sell-my-car");
  const journey = await findByRego(page, "OLD111", "QLD");
  await expectNoAxeViolations(page, "/sell-my-car");
  const run = `old${Date.now().toString(36)}`;
  const lead = await valueByKeyboard(page, journey, "180000", {
    lastName: run,
    email: `jo.${run}@example.com`,
  });
  expect(lead).toMatchObject({ category: "Trade In", trade_in: { year: oldYear, km: 180000 } });
  await expect(
    journey.getByText("Cars over 7 years or over 100,000 km normally get no online estimate."),
  ).toBeVisible();
  await expect(
    journey.getByText(
      "Your details have been sent to the dealer, who will contact you about your car.",
    ),
  ).toBeVisible();
  await expect(journey.getByRole("button", { name: "Accept Offer" })).toHaveCount(0);
  await expect(journey.locator('[data-slot="valuation-range"]')).toHaveCount(0);
  await expectLeadsListed(page, run, 1);
});
