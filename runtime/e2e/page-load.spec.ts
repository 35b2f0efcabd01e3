import { allStockPath } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

const paintAndStart = () => {
  const [paint] = performance.getEntriesByName("first-contentful-paint");
  const [start] = performance.getEntriesByName("storefront-start");
  const appScripts = performance
    .getEntriesByType("resource")
    .filter((entry) => /\/assets\/framework-[\w-]{8}\.js$/.test(entry.name));
  return {
    paint: paint?.startTime,
    start: start?.startTime,
    appFetchedAt: appScripts.map((entry) => entry.startTime),
  };
};

for (const path of ["/", allStockPath]) {
  test(`${path} is on screen before the app's code is fetched or run`, async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByName("storefront-start").length > 0);
    const { paint, start, appFetchedAt } = await page.evaluate(paintAndStart);
    expect(paint, "first contentful paint").toBeGreaterThan(0);
    expect(start, "the app starts after the first paint").toBeGreaterThan(paint ?? Infinity);
    expect(appFetchedAt, "the framework is fetched once").toHaveLength(1);
    expect(appFetchedAt[0], "the framework is fetched after the first paint").toBeGreaterThan(
      paint ?? Infinity,
    );
  });
}
