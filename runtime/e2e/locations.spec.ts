import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

// The browser's clock is in neither the server's zone nor the dealer's: dates, hours and "open
// now" follow the dealer's zone on both sides, so the page hydrates exactly as the server rendered it.
test.use({ timezoneId: "Pacific/Auckland" });

/** The schema.org data the server puts in the page at the address the browser is on. */
async function structuredData(page: Page): Promise<unknown[]> {
  const html = await (await page.request.get(page.url())).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (match) => JSON.parse(match[1] ?? "null"),
  );
}

test("by keyboard from the header to a location, its hours by type, holiday hours and directions", async ({
  page,
}) => {
  // Four pages walked by keyboard, with an axe check.
  test.slow();
  await page.goto("/");
  const company = page.getByRole("banner").getByRole("button", { name: "Company" });
  await expectInteractive(company);
  await tabTo(page, company);
  await page.keyboard.press("Enter");
  const contact = page.getByRole("banner").getByRole("link", { name: "Contact Us" });
  await tabTo(page, contact);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact$/);

  // The contact page lists the group's dealerships, each by its main location.
  const sales = page.getByRole("article", { name: "Southern Cross Toyota Sales" });
  const details = sales.getByRole("link", {
    name: "View Details for Southern Cross Toyota Sales",
  });
  await expectInteractive(details);
  await tabTo(page, details);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/locations\/southern-cross-toyota-sales$/);

  await expect(
    page.getByRole("heading", { level: 1, name: "Southern Cross Toyota Sales" }),
  ).toBeVisible();
  await expect(page.getByText("Google rating (92 reviews)")).toBeVisible();
  await expect(page).toHaveTitle(/^Southern Cross Toyota Sales \| /);
  const hours = page.getByRole("tabpanel");
  await expect(hours.getByRole("rowheader", { name: "Monday - Friday" })).toBeVisible();
  await expect(hours.getByRole("cell", { name: "8:30am - 5:30pm" })).toBeVisible();
  await expect(hours.getByRole("row", { name: "Sunday Closed" })).toBeVisible();

  // The type selector: the service department's hours at the same place.
  const salesTab = page.getByRole("tab", { name: "Sales" });
  await expect(salesTab).toHaveAttribute("aria-selected", "true");
  await expectInteractive(salesTab);
  await tabTo(page, salesTab);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Service" })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("tabpanel").getByRole("cell", { name: "7:30am - 5:00pm" }),
  ).toBeVisible();

  const holidayButton = page
    .getByRole("tabpanel")
    .getByRole("button", { name: "View Holiday Hours" });
  await tabTo(page, holidayButton);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Holiday Hours" });
  await expect(dialog.getByText("Show Day")).toBeVisible();
  await expect(dialog.getByRole("cell", { name: "10:00am - 2:00pm" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(holidayButton).toBeFocused();

  const directions = page.getByRole("link", {
    name: "Get Directions for Southern Cross Toyota Sales (opens in a new tab)",
  });
  const href = new URL((await directions.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe("https://www.google.com/maps/dir/");
  expect(href.searchParams.get("destination")).toMatch(/^-27\.\d+,153\.\d+$/);
  await expect(directions).toHaveAttribute("target", "_blank");

  expect(await structuredData(page)).toContainEqual(
    expect.objectContaining({
      "@type": "AutoDealer",
      name: "Southern Cross Toyota Sales",
      geo: expect.objectContaining({ "@type": "GeoCoordinates" }),
      aggregateRating: expect.objectContaining({ reviewCount: 92 }),
    }),
  );
  await expectNoAxeViolations(page, "a location page");
});

test("the dealer locator: the map's static list without a token, and distances from a postcode", async ({
  page,
}) => {
  test.slow();
  const mapCode: string[] = [];
  page.on("request", (request) => {
    if (/mapbox/i.test(request.url())) mapCode.push(request.url());
  });
  await page.goto("/dealer-locator");
  // No Mapbox token: every location with its directions, and no map code loaded.
  const map = page.locator('[data-slot="locations-map"]');
  await expect(map).toHaveAttribute("data-state", "static");
  await expect(map.getByRole("link", { name: /^Get Directions to / })).toHaveCount(14);
  // One card a dealership.
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(7);
  await expect(
    page
      .getByRole("article", { name: "Southern Cross Motorcycles Sales" })
      .getByText("COMING EARLY 2026"),
  ).toBeVisible();
  const dealers = (await structuredData(page)).filter(
    (entry) => (entry as { "@type"?: string })["@type"] === "AutoDealer",
  );
  expect(dealers).toHaveLength(14);
  await expectNoAxeViolations(page, "/dealer-locator");

  const postcode = page.getByRole("textbox", { name: "Your postcode" });
  await expectInteractive(postcode);
  await postcode.fill("abcd");
  await postcode.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Invalid postcode");
  await postcode.fill("0001");
  await postcode.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Invalid postcode");

  await postcode.fill("4000");
  await postcode.press("Enter");
  await expect(page.getByRole("alert")).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: "nearest to 4000 first" }),
  ).toBeAttached();
  // Eagle Farm is nearest Brisbane's city centre; Toowoomba is furthest of these.
  await expect(cards.first()).toHaveAttribute("aria-label", /^Southern Cross Trucks/);
  await expect(cards.first().getByText(/^\d+(\.\d)? km away$/)).toBeVisible();
  await expect(cards.last()).toHaveAttribute("aria-label", "Southern Cross Motorcycles Sales");
  expect(mapCode, "map code or tiles fetched without a token").toEqual([]);
});
