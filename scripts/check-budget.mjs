// First-route JavaScript budget: loads each route in Chromium against the built app and sums
// the gzip size of every script it fetches. Fails when a route is over budget, or loads a chunk
// not named for it below (chunk groups are easy to upset: one rule module in the wrong group once
// made the search page load the vehicle page's chunk).
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startE2eServer } from "./lib/e2e-server.mjs";
import { everyPageChunks } from "./lib/every-page-chunks.mjs";

const budgetKb = 150;
const searchRoute = "/search/new-used-and-demo-cars/";

/**
 * The chunks (file names without their hash) each route may load at first: its group and the
 * chunks of its blocks outside any group (a lazy block inside a group is imported from the
 * group's chunk itself: runtime/build/collapse-dynamic-facades.ts), and its own budget where it
 * differs. The vehicle page is measured at the first car the search lists, the checkout
 * at the first it lists that can be reserved.
 */
const routes = [
  {
    name: "/",
    // The hero search's form field is the home page's alone among the first routes.
    chunks: ["routes", "home-blocks", "hero-search", "facet-tiles", "brand-grid"]
      .concat(["feature-banner", "why-buy-from-us", "field"])
      .concat(["home", "content", "browsing"]),
  },
  {
    name: searchRoute,
    chunks: ["search._", "search", "browsing"],
  },
  {
    name: "vehicle page",
    // Not the gallery, the share and print buttons or the dealer's phone: the server renders
    // them and their code loads when the shopper first reaches for them. Nor the connectors of
    // blocks below the fold (the location banner) or that only some cars or pages show (a
    // video, the printable sheet).
    chunks: ["load-site-page", "vehicle-page"],
  },
  {
    name: "checkout",
    // Not the vehicle page's blocks, nor the details form's code (react-hook-form, zod and the
    // checkout's schema): the form shows as plain controls and its code loads when the shopper
    // first reaches for it. Nor the enquiry, which loads only where the car cannot be reserved.
    chunks: ["load-site-page", "checkout", "checkout-step-blocks", "checkout-connector"]
      .concat(["contact-fields"])
      .concat(["text-field", "textarea", "field", "lead-honeypot", "lead-error", "garage-paths"])
      .concat(["sign-in-check"]),
  },
];

/** `/assets/vehicle-page-Cs37abAR.js` is the chunk `vehicle-page`. */
const chunkName = (url) => new URL(url).pathname.replace(/^.*\//, "").replace(/-[\w-]{8}\.js$/, "");

/** The checkout of the first of these cars whose page offers to reserve it (its Reserve link). */
async function firstReservable(cars) {
  for (const car of cars) {
    const checkout = `${car}/checkout`;
    const html = await fetch(`${server.url}${car}`).then((answer) => answer.text());
    if (html.includes(`href="${checkout}"`)) return checkout;
  }
  throw new Error("No car the search lists first can be reserved");
}

/**
 * Signs the page's browser in with a code (the journeys' server reveals it): the checkout is a
 * signed-in shopper's page, and sends anyone else to sign in.
 */
async function signIn(page) {
  const phone_number = `041${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const api = (path) => `${server.url}/api/sign-in/${path}`;
  await page.request.post(api("send-code"), { data: { phone_number } });
  const revealed = await page.request.get(api(`last-code?phone_number=${phone_number}`));
  const { code } = await revealed.json();
  const verified = await page.request.post(api("verify"), { data: { phone_number, code } });
  if (!verified.ok()) throw new Error(`Signing in for the checkout answered ${verified.status()}`);
}

const server = await startE2eServer(Number(process.env.BUDGET_PORT ?? 4174));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});
let over = false;
try {
  const found = {};
  for (const { name, chunks, budgetKb: limit = budgetKb } of routes) {
    const route = found[name] ?? name;
    const page = await browser.newPage();
    const scripts = new Map();
    page.on("response", async (response) => {
      const url = response.url();
      if (response.request().resourceType() !== "script") return;
      scripts.set(url, gzipSync(await response.body()).length);
    });
    if (name === "checkout") await signIn(page);
    await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
    // The app starts after the first paint: wait until React owns the page (its header), then
    // for the scripts that start-up fetches, so a busy machine cannot end the count early.
    await page.waitForFunction(() => {
      const header = document.querySelector("header");
      return header !== null && Object.keys(header).some((key) => key.startsWith("__react"));
    });
    await page.waitForLoadState("networkidle");
    if (route === searchRoute) {
      const cars = await page
        .locator('[data-slot="vehicle-card"] h3 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      found["vehicle page"] = cars[0];
      found.checkout = await firstReservable(cars);
    }
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const verdict =
      total <= limit ? `within the ${limit} KB budget` : `OVER the ${limit} KB budget`;
    const allowed = new Set([...everyPageChunks, ...chunks]);
    const strangers = [...new Set([...scripts.keys()].map(chunkName))].filter(
      (chunk) => !allowed.has(chunk),
    );
    over ||= total > limit || strangers.length > 0;
    console.log(`${route}: ${total.toFixed(1)} KB gzip in ${scripts.size} scripts (${verdict})`);
    if (strangers.length > 0)
      console.log(`  LOADS CHUNKS NOT NAMED FOR ${name}: ${strangers.join(", ")}`);
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1]))
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = over ? 1 : 0;
