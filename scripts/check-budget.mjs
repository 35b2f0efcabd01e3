// First-route JavaScript budget: loads each route in Chromium against the built app and sums
// the gzip size of every script it fetches. Fails when an enforced route is over budget; the
// vehicle page is measured and printed against the same target until it meets it.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startE2eServer } from "./lib/e2e-server.mjs";

const budgetKb = 150;
const searchRoute = "/search/new-used-and-demo-cars/";
// The vehicle page is measured at the first car the search lists.
const routes = ["/", searchRoute, "vehicle page"];
const notYetEnforced = new Set(["vehicle page"]);

const server = await startE2eServer(Number(process.env.BUDGET_PORT ?? 4174));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});
let over = false;
try {
  let vehicleRoute;
  for (const name of routes) {
    const route = name === "vehicle page" ? vehicleRoute : name;
    const page = await browser.newPage();
    const scripts = new Map();
    page.on("response", async (response) => {
      const url = response.url();
      if (response.request().resourceType() !== "script") return;
      scripts.set(url, gzipSync(await response.body()).length);
    });
    await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
    // The app starts after the first paint: wait until React owns the page (its header), then
    // for the scripts that start-up fetches, so a busy machine cannot end the count early.
    await page.waitForFunction(() => {
      const header = document.querySelector("header");
      return header !== null && Object.keys(header).some((key) => key.startsWith("__react"));
    });
    await page.waitForLoadState("networkidle");
    if (route === searchRoute) {
      vehicleRoute = await page
        .locator('[data-slot="vehicle-card"] h3 a')
        .first()
        .getAttribute("href");
    }
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const enforced = !notYetEnforced.has(name);
    const verdict =
      total <= budgetKb
        ? `within the ${budgetKb} KB budget`
        : `OVER the ${budgetKb} KB budget${enforced ? "" : ", not yet enforced"}`;
    over ||= enforced && total > budgetKb;
    console.log(`${route}: ${total.toFixed(1)} KB gzip in ${scripts.size} scripts (${verdict})`);
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1]))
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = over ? 1 : 0;
