import { expect, type Frame, type Page } from "@playwright/test";
import { test } from "./support/page-problems.ts";
import { buildPreviewHost, hostPath, serveHostPage } from "./support/preview-host.ts";
import {
  type EditTiming,
  percentile,
  recordPreviewTimings,
  timingOf,
} from "./support/preview-timing.ts";

const previewFrame = (page: Page) => page.frameLocator('iframe[title="Storefront preview"]');
const previewHeading = (page: Page) => previewFrame(page).locator("main h1");
const pagePicker = (page: Page) => page.getByRole("combobox", { name: "Page" });
const liveStatus = (page: Page) => page.getByRole("status").filter({ hasText: /Live|Connecting/ });

async function openStudioPreview(page: Page, origin: string): Promise<Frame> {
  await serveHostPage(page, origin);
  await page.goto(hostPath);
  await expect(previewHeading(page)).toHaveText("About Us");
  await expect(liveStatus(page)).toHaveText("Live");
  const frame = page.frames().find((entry) => entry.url().includes("studio-preview"));
  if (!frame) throw new Error("The preview frame did not load");
  return frame;
}

test.describe("the studio's live preview", () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await buildPreviewHost();
  });

  test("shows edits within 200 ms of them being sent", async ({ page, baseURL }) => {
    const frame = await openStudioPreview(page, baseURL as string);
    await recordPreviewTimings(page, frame);
    const input = page.getByRole("textbox", { name: "About Us heading" });
    const timings: EditTiming[] = [];
    for (let edit = 1; edit <= 20; edit++) {
      const text = `About us, edit ${edit}`;
      await input.fill(text);
      await expect(previewHeading(page)).toHaveText(text);
      let timing: EditTiming | undefined;
      await expect
        .poll(async () => (timing = await timingOf(page, frame, text)), {
          message: `the edit to "${text}" is recorded end to end`,
        })
        .toBeDefined();
      if (timing) timings.push(timing);
    }
    const sendToShow = timings.map((timing) => timing.renderedAt - timing.sentAt);
    const changeToSend = timings.map((timing) => timing.sentAt - timing.changedAt);
    const changeToVisible = timings.map((timing) => timing.visibleAt - timing.changedAt);
    const summary = (values: number[]) =>
      `p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms, ` +
      `max ${Math.max(...values).toFixed(1)} ms`;
    test
      .info()
      .annotations.push(
        { type: "sent to rendered", description: summary(sendToShow) },
        { type: "edit to sent", description: summary(changeToSend) },
        { type: "edit to heading on screen", description: summary(changeToVisible) },
      );
    console.log(
      `preview latency over ${timings.length} edits: sent to rendered ${summary(sendToShow)}; ` +
        `edit to sent ${summary(changeToSend)}; edit to on screen ${summary(changeToVisible)}`,
    );
    // The typical edit is held to the 200 ms budget. The slowest are only held to a second: on
    // a busy shared machine an edit can meet a stall of the whole browser that is not the
    // preview's doing (the annotations keep the percentiles).
    expect(percentile(sendToShow, 0.5)).toBeLessThan(200);
    expect(percentile(changeToSend, 0.5)).toBeLessThan(200);
    expect(Math.max(...sendToShow, ...changeToSend)).toBeLessThan(1000);
  });

  test("follows the setting being edited, on the dealer's calendar at a chosen day", async ({
    page,
    baseURL,
  }) => {
    await openStudioPreview(page, baseURL as string);
    const frame = previewFrame(page);
    const tradeInCard = frame.locator('[data-promo="promo-trade-in"]');

    await page.getByRole("button", { name: "Edit the trade-in card" }).click();
    await expect(pagePicker(page)).toHaveValue("/search/new-used-and-demo-cars/");
    await expect(tradeInCard).toBeInViewport();

    // Scheduled from 1 December 2030 (Sydney): not there now, nor the day before; there that day.
    await page.getByRole("button", { name: "Schedule the trade-in card" }).click();
    await expect(tradeInCard).toHaveCount(0);
    const day = page.getByLabel("As on");
    await day.fill("2030-12-01");
    await expect(tradeInCard).toBeVisible();
    await day.fill("2030-11-30");
    await expect(tradeInCard).toHaveCount(0);
    await day.fill("");
    await expect(frame.locator('[data-slot="promo-result-card"]').first()).toBeVisible();
    await expect(tradeInCard).toHaveCount(0);

    await page.getByRole("button", { name: "Edit the finance provider" }).click();
    await expect(pagePicker(page)).toHaveValue(/^\/cars\/[^/]+$/);
    await expect(
      frame.locator('[data-preview-type="finance-calculator"] > *').first(),
    ).toBeInViewport();
  });

  test("an invalid draft keeps the last valid version on show", async ({ page, baseURL }) => {
    await openStudioPreview(page, baseURL as string);
    // In a narrow pane the page picker and the device buttons share no pixel.
    await page.setViewportSize({ width: 560, height: 800 });
    const picker = await pagePicker(page).boundingBox();
    for (const device of await page
      .getByRole("group", { name: "Screen width" })
      .getByRole("button")
      .all()) {
      const box = await device.boundingBox();
      const apart =
        !picker ||
        !box ||
        box.x >= picker.x + picker.width ||
        picker.x >= box.x + box.width ||
        box.y >= picker.y + picker.height ||
        picker.y >= box.y + box.height;
      expect(apart, `${await device.textContent()} overlaps the page picker`).toBe(true);
    }
    await page.getByRole("textbox", { name: "About Us heading" }).fill("Who we are");
    await expect(previewHeading(page)).toHaveText("Who we are");

    await page.getByRole("button", { name: "Break the draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "last valid" })).toHaveText(
      /^Preview shows the last valid version — fix \d+ problems?$/,
    );
    await expect(previewHeading(page)).toHaveText("Who we are");

    await page.getByRole("button", { name: "Repair the draft" }).click();
    await expect(page.getByText("Preview shows the last valid version")).toBeHidden();
    await page.getByRole("button", { name: "Reload preview" }).click();
    await expect(liveStatus(page)).toHaveText("Live");
    await expect(previewHeading(page)).toHaveText("Who we are");
  });

  test("ignores messages from other origins and other windows", async ({
    page,
    baseURL,
    request,
  }) => {
    await openStudioPreview(page, baseURL as string);
    const forgedSite = await (await request.get("/api/site")).json();
    forgedSite.name = "Forged Motors";
    forgedSite.pages = forgedSite.pages.filter((entry: { id: string }) => entry.id !== "about-us");
    // A page on another origin, framed by the studio, tries both directions.
    await page.route("http://elsewhere.test/forger", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><script>
          const site = ${JSON.stringify(forgedSite)};
          const sentAt = performance.timeOrigin + performance.now();
          parent.frames[0].postMessage({ type: "storefront-preview/show", site, path: "/", sentAt }, "*");
          parent.postMessage({ type: "storefront-preview/navigated", path: "/forged" }, "*");
          parent.postMessage({ type: "storefront-preview/ready" }, "*");
          parent.postMessage({ type: "forger-done" }, "*");
        </script>`,
      }),
    );
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener("message", (event) => {
            if (event.data?.type === "forger-done") resolve();
          });
          const forger = document.createElement("iframe");
          forger.src = "http://elsewhere.test/forger";
          document.body.append(forger);
        }),
    );
    // The same messages from this origin but not from the right window: the studio's own page
    // to itself, and a sibling frame to the preview.
    await page.evaluate((site) => {
      window.postMessage({ type: "storefront-preview/navigated", path: "/forged" }, "*");
      const sibling = document.createElement("iframe");
      document.body.append(sibling);
      const run = new (sibling.contentWindow as unknown as typeof globalThis).Function(
        "site",
        `parent.frames[0].postMessage({ type: "storefront-preview/show", site, path: "/", sentAt: 1 }, "*")`,
      );
      run(site);
    }, forgedSite);
    // Malformed data from the studio itself is turned away too.
    await page.evaluate(() => {
      const preview = document.querySelector<HTMLIFrameElement>(
        'iframe[title="Storefront preview"]',
      );
      preview?.contentWindow?.postMessage(
        { type: "storefront-preview/show", site: { slug: "broken" }, path: "/", sentAt: 1 },
        location.origin,
      );
    });

    // Genuine messages both ways, sent after the forged ones, are taken after them: once they
    // have shown, the forged ones had their chance and changed nothing.
    await page.getByRole("textbox", { name: "About Us heading" }).fill("About us, genuinely");
    await expect(previewHeading(page)).toHaveText("About us, genuinely");
    await expect(previewFrame(page).getByText("Forged Motors")).toHaveCount(0);
    expect(await page.evaluate(() => window.navigations)).toEqual([]);
    await expect(pagePicker(page)).toHaveValue("/about-us");
    await previewFrame(page)
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Offers" })
      .click();
    await expect.poll(() => page.evaluate(() => window.navigations)).toEqual(["/special-offers"]);
    await expect(pagePicker(page)).toHaveValue("/special-offers");
  });

  test("links inside the preview navigate the preview and tell the studio", async ({
    page,
    baseURL,
  }) => {
    const frame = await openStudioPreview(page, baseURL as string);
    await previewFrame(page)
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Offers" })
      .click();
    await expect(previewHeading(page)).toHaveText("Special Offers");
    await expect.poll(() => page.evaluate(() => window.navigations)).toEqual(["/special-offers"]);
    await expect(pagePicker(page)).toHaveValue("/special-offers");
    expect(new URL(frame.url()).pathname + new URL(frame.url()).search).toBe("/?studio-preview");
  });

  test("shows any page of the draft at a chosen screen width", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    const frame = await openStudioPreview(page, baseURL as string);
    const picker = pagePicker(page);

    await picker.selectOption({ label: "Search (/search/new-used-and-demo-cars/)" });
    await expect(previewFrame(page).getByRole("region", { name: "Search results" })).toBeVisible();
    const vehicle = picker.locator("option", { hasText: /^Vehicle \(\/cars\/.+\)$/ });
    await expect(vehicle).toBeEnabled();
    await picker.selectOption({ label: "Page Not Found (404)" });
    await expect(previewHeading(page)).toHaveText("Page Not Found");

    const iframe = page.locator('iframe[title="Storefront preview"]');
    const pane = page.getByRole("region", { name: "Preview" });
    const desktop = page.getByRole("button", { name: /Desktop/ });
    await expect(desktop).toHaveAttribute("aria-pressed", "true");
    // 1280 pixels of page drawn into a narrower pane.
    const paneWidth = (await pane.boundingBox())?.width ?? 0;
    const drawn = (await iframe.boundingBox())?.width ?? 0;
    expect(drawn).toBeLessThanOrEqual(paneWidth);
    expect(await iframe.evaluate((element) => element.clientWidth)).toBe(1280);

    await page.getByRole("button", { name: /Mobile/ }).click();
    await expect(page.getByRole("button", { name: /Mobile/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(desktop).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => iframe.evaluate((element) => element.clientWidth)).toBe(375);
    await expect.poll(async () => (await iframe.boundingBox())?.width).toBe(375);
    // The storefront lays itself out for a phone's screen.
    expect(await frame.evaluate(() => window.innerWidth)).toBe(375);
  });
});

test.describe("storefront pages outside the preview", () => {
  test("are server-rendered and cached as before", async ({ request }) => {
    const page = await request.get("/about-us");
    expect(page.status()).toBe(200);
    expect(page.headers()["cache-control"]).toBe("no-cache");
    const html = await page.text();
    expect(html).toMatch(/<div id="root"><[^/]/);
    expect(html).toContain('id="page-state"');
    expect(html).toContain("About Us");

    const preview = await request.get("/about-us?studio-preview");
    expect(preview.headers()["cache-control"]).toBe("no-store");
    const shell = await preview.text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('id="page-state"');
    // A page only the draft has is still the studio's to render.
    expect((await request.get("/a-page-only-the-draft-has?studio-preview")).status()).toBe(200);
  });

  test("never load the preview's code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/about-us", { waitUntil: "networkidle" });
    await expect(page.locator("main h1")).toHaveText("About Us");
    expect(scripts.filter((url) => url.includes("preview"))).toEqual([]);
  });
});
