import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { scrollToBlock } from "./support/deferred-blocks.ts";
import { expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";
import { stockRecords } from "./support/vehicle-page.ts";

type DetailedCar = {
  slug: string;
  item_type?: string;
  video_url?: string | null;
  standardEquipment?: string[];
  variant_detail?: Record<string, unknown>;
};

/** A car in stock with a YouTube video, more than 8 features and more than 4 specifications. */
async function detailedCar(page: Page) {
  const cars = await stockRecords<DetailedCar>(page.request, [
    "item_type",
    "video_url",
    "standardEquipment",
    "variant_detail",
  ]);
  const car = cars.find(
    (candidate) =>
      candidate.item_type === "car" &&
      /youtube\.com\/watch\?v=/.test(candidate.video_url ?? "") &&
      (candidate.standardEquipment?.length ?? 0) > 8 &&
      Object.keys(candidate.variant_detail ?? {}).length > 4,
  );
  if (!car) throw new Error("no car in stock with a video, 9 features and 5 specifications");
  return {
    slug: car.slug,
    videoId: new URL(car.video_url ?? "").searchParams.get("v") ?? "",
    features: car.standardEquipment?.length ?? 0,
  };
}

/** Opens the car's page and waits until the app has taken it over. */
async function openCar(page: Page, slug: string) {
  await page.goto(`/cars/${slug}`);
  // Scrolled before hydration, the router would put the page back at its top.
  await expectInteractive(page.locator('[data-slot="deferred-block"][data-block="vehicle-faq"]'));
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/**
 * Brings focus to a control by keyboard from the one before it (tabbing from the top of a long
 * page takes too long): the control is in the page's tab order, where Tab reaches it.
 */
async function tabBackTo(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(control).not.toBeFocused();
  await page.keyboard.press("Tab");
  await expect(control).toBeFocused();
}

test.describe("the vehicle page's specifications, features, video, FAQ and disclaimer", () => {
  test("all specifications show 4, then the rest; features show 8, then all", async ({ page }) => {
    const car = await detailedCar(page);
    await openCar(page, car.slug);

    await scrollToBlock(page, "vehicle-specifications");
    const specifications = region(page, "Specifications");
    await expect(specifications.locator("dt")).toHaveCount(4);
    const more = specifications.getByRole("button", { name: "show more" });
    await tabBackTo(page, more);
    await page.keyboard.press("Enter");
    await expect(specifications.getByRole("button", { name: "show less" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(await specifications.locator("dt").count()).toBeGreaterThan(4);
    await expect(specifications.getByText("Length", { exact: true })).toBeVisible();

    await scrollToBlock(page, "vehicle-features");
    const features = region(page, "Features");
    await expect(features.getByRole("listitem")).toHaveCount(8);
    await features.getByRole("button", { name: "Show all" }).click();
    await expect(features.getByRole("listitem")).toHaveCount(car.features);
    await features.getByRole("button", { name: "Show less" }).click();
    await expect(features.getByRole("listitem")).toHaveCount(8);
  });

  test("the video's player loads only when the shopper plays it", async ({ page }) => {
    const car = await detailedCar(page);
    // The machine is offline: a stand-in answers for YouTube's privacy-enhanced player.
    const playerRequests: string[] = [];
    await page.route("https://www.youtube-nocookie.com/**", (route) => {
      playerRequests.push(route.request().url());
      return route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><html lang='en'><title>Player</title><p>Playing</p></html>",
      });
    });
    await openCar(page, car.slug);
    await scrollToBlock(page, "vehicle-video");
    const video = region(page, "Video");
    const play = video.getByRole("button", { name: "Play video" });
    await expect(play).toBeVisible();
    await expect(video.locator("iframe")).toHaveCount(0);
    expect(playerRequests).toEqual([]);

    await tabBackTo(page, play);
    await page.keyboard.press("Enter");
    const player = video.locator("iframe");
    const embed = `https://www.youtube-nocookie.com/embed/${car.videoId}?autoplay=1`;
    await expect(player).toHaveAttribute("src", embed);
    await expect(player).toBeFocused();
    await expect(player.contentFrame().getByText("Playing")).toBeVisible();
    expect(playerRequests).toEqual([embed]);
  });

  test("the FAQ opens and closes by keyboard, the disclaimer shows, and axe finds nothing", async ({
    page,
  }) => {
    // axe over a whole vehicle page takes about 12 s on a 2-core machine.
    test.slow();
    const car = await detailedCar(page);
    await openCar(page, car.slug);

    await scrollToBlock(page, "vehicle-disclaimer");
    const disclaimer = region(page, "Disclaimer");
    await expect(disclaimer.getByText(/details shown are indicative only/)).toBeVisible();

    // The location banner just above loads as the FAQ comes near: in place before tabbing back.
    await scrollToBlock(page, "vehicle-location");
    await expect(page.locator('[data-slot="vehicle-location"]')).toBeVisible();
    await scrollToBlock(page, "vehicle-faq");
    const faq = region(page, "Frequently Asked Questions");
    await tabBackTo(page, faq.getByRole("button", { name: /still available/ }));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const question = faq.getByRole("button", { name: "Is finance available?" });
    await expect(question).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    const answer = faq.getByText(/Finance can be arranged for approved applicants/);
    await expect(answer).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();

    // Every block of the page in place, the new ones opened: nothing for axe to find.
    for (const block of ["vehicle-video", "vehicle-specifications", "vehicle-features"])
      await scrollToBlock(page, block);
    await faq.getByRole("button", { name: "Can I book a test drive?" }).click();
    await expectNoAxeViolations(page, "a vehicle page with all its blocks");
  });
});
