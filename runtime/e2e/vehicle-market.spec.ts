import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { scrollToBlock } from "./support/deferred-blocks.ts";
import { tabTo } from "./support/keyboard.ts";
import { expect, test } from "./support/test.ts";

type Gauge = {
  fill: number | null;
  listing_price: number | null;
  market_range_min: number | null;
  market_range_max: number | null;
  confidence: number | null;
  description: string | null;
};

const money = (dollars: number) => `$${dollars.toLocaleString("en-AU")}`;

type UsedCar = {
  slug: string;
  price: number;
  autograb_data?: { average_market_price?: number | null } | null;
};

/** Used cars in stock with a price, straight from the site's search engine. */
async function usedCars(request: APIRequestContext): Promise<UsedCar[]> {
  const site = await (await request.get("/api/site")).json();
  const response = await request.post("/1/indexes/*/queries", {
    headers: { "content-type": "text/plain" },
    data: JSON.stringify({
      requests: [
        {
          indexName: site.integrations.search.index,
          filters: "car_type:used AND status:in_stock AND price > 10",
          hitsPerPage: 300,
          attributesToRetrieve: ["slug", "price", "autograb_data"],
        },
      ],
    }),
  });
  const { results } = await response.json();
  return results[0].hits;
}

/** The first used car whose market gauge answer passes `test`, with that answer. */
async function carWithGauge(
  request: APIRequestContext,
  test: (gauge: Gauge) => boolean,
): Promise<{ slug: string; gauge: Gauge }> {
  for (const { slug } of await usedCars(request)) {
    const response = await request.get(`/api/cars/${slug}/autogauge`);
    if (!response.ok()) continue;
    const gauge: Gauge = await response.json();
    if (test(gauge)) return { slug, gauge };
  }
  throw new Error("no used car with such market data");
}

const complete = (gauge: Gauge) => Object.values(gauge).every((value) => value !== null);
const showable = (gauge: Gauge) =>
  complete(gauge) &&
  (gauge.confidence ?? 0) > 0.2 &&
  (gauge.market_range_max ?? 0) >= (gauge.listing_price ?? 0);
const unsure = (gauge: Gauge) => complete(gauge) && (gauge.confidence ?? 1) <= 0.2;

const gaugeSection = (page: Page) => page.getByRole("region", { name: "Price Comparison" });
const similarSection = (page: Page) => page.getByRole("region", { name: "Similar Cars" });

/** Opens a car's page, scrolls down to its market gauge and waits for the gauge's answer. */
async function openCar(page: Page, slug: string) {
  const answered = page.waitForResponse((response) =>
    response.url().endsWith(`/${slug}/autogauge`),
  );
  await page.goto(`/cars/${slug}`);
  await scrollToBlock(page, "market-gauge");
  await answered;
}

test.describe("the vehicle page's market price and similar cars", () => {
  test("a car with good market data shows the gauge at its price in the market range", async ({
    page,
  }) => {
    // axe over a whole vehicle page with six result cards takes about 12 s on a 2-core machine.
    test.slow();
    const { slug, gauge } = await carWithGauge(page.request, showable);
    await openCar(page, slug);
    const section = gaugeSection(page);
    await expect(section).toBeVisible();
    const meter = section.getByRole("meter", { name: "Listing price in the market range" });
    await expect(meter).toHaveAttribute("value", String(gauge.listing_price));
    await expect(meter).toHaveAttribute(
      "aria-valuetext",
      `${money(gauge.listing_price ?? 0)}, in a market range of ${money(gauge.market_range_min ?? 0)} to ${money(gauge.market_range_max ?? 0)}`,
    );
    await expect(section.getByText(gauge.description ?? "")).toBeVisible();
    await expect(section.locator('[data-slot="market-gauge-bar"]')).toHaveAttribute(
      "data-state",
      "filled",
    );
    // The fill moves for 2.5 s, and not at all for a shopper who asks for less motion.
    const fill = section.locator('[data-slot="market-gauge-fill"]');
    await expect(fill).toHaveCSS("transition-duration", "2.5s");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(fill).toHaveCSS("transition-property", "none");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await scrollToBlock(page, "similar-cars");
    await expect(similarSection(page).locator('[data-slot="vehicle-card"]').first()).toBeVisible();
    await expectNoAxeViolations(page, "a vehicle page with its gauge and similar cars");
  });

  test("a car whose valuation is unsure (confidence 0.2 or less) shows no gauge and no message", async ({
    page,
  }) => {
    const { slug } = await carWithGauge(page.request, unsure);
    const logged = page.waitForEvent("console", (message) =>
      message.text().startsWith("the market gauge is hidden: confidence"),
    );
    await openCar(page, slug);
    await logged;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(gaugeSection(page)).toHaveCount(0);
    await expect(page.getByRole("meter")).toHaveCount(0);
  });

  test("the market indicator shows only for a car more than $499 under the average market price", async ({
    page,
  }) => {
    const cars = await usedCars(page.request);
    const under = (car: UsedCar) => (car.autograb_data?.average_market_price ?? 0) - car.price;
    const bargain = cars.find((car) => under(car) > 499);
    const fair = cars.find((car) => car.autograb_data && under(car) <= 499);
    if (!bargain || !fair) throw new Error("the stock lacks a car under or at the market average");

    await page.goto(`/cars/${bargain.slug}`);
    const note = page.getByText(`${money(under(bargain))} under the average market price`);
    await expect(note).toBeVisible();
    await expect(page.getByText("Below market price", { exact: true })).toBeVisible();
    const html = await (await page.request.get(`/cars/${bargain.slug}`)).text();
    expect(html).toContain("under the average market price");

    await page.goto(`/cars/${fair.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/under the average market price/)).toHaveCount(0);
  });

  test("similar cars never include the car itself and open their own server-rendered page", async ({
    page,
  }) => {
    const { slug } = await carWithGauge(page.request, showable);
    await openCar(page, slug);
    await scrollToBlock(page, "similar-cars");
    const section = similarSection(page);
    const cards = section.locator('[data-slot="vehicle-card"]');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    const links = section.locator('[data-slot="vehicle-card"] h3 a');
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href")),
    );
    expect(hrefs).not.toContain(`/cars/${slug}`);
    expect(new Set(hrefs).size).toBe(hrefs.length);

    const first = links.first();
    const title = ((await first.textContent()) ?? "").trim();
    const href = (await first.getAttribute("href")) ?? "";
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // The similar car's page is whole in the server's HTML, before any script runs.
    const html = await (await page.request.get(href)).text();
    expect(html).toContain(title);
  });
});
