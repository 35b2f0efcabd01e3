import type { Page } from "@playwright/test";
import { expectInteractive } from "./search-page.ts";
import { expect } from "./test.ts";

const placeOrBlock = (page: Page, block: string) =>
  page.locator(`[data-slot="deferred-block"][data-block="${block}"], [data-slot="${block}"]`);

/**
 * Scrolls to a block that loads when it comes near the viewport (its place until then, or the
 * block itself once it has come) until it has come.
 */
export async function scrollToBlock(page: Page, block: string): Promise<void> {
  // Scrolled before hydration, the router would put the page back at its top.
  await expectInteractive(placeOrBlock(page, block).first());
  // The place may give way to the block while it scrolls: then scroll to the block. The blocks
  // above that come first (one at a time, in page order) may push the place out of reach again,
  // as they would for a shopper, who then scrolls on: so does the journey.
  await expect(async () => {
    await placeOrBlock(page, block).first().scrollIntoViewIfNeeded({ timeout: 2_000 });
    // Come, the block takes its place's; it may show nothing (a market gauge with no answer).
    await expect(page.locator(`[data-slot="deferred-block"][data-block="${block}"]`)).toHaveCount(
      0,
      { timeout: 2_000 },
    );
  }).toPass();
}

/**
 * Waits until a block the server renders until it is used answers the shopper: its place
 * listens for the first reach (which loads its code, then does what was asked), or it has come.
 */
export async function expectUsable(page: Page, block: string): Promise<void> {
  await expect(
    page
      .locator(
        `[data-slot="deferred-block"][data-block="${block}"][data-listening], [data-slot="used-block"][data-block="${block}"]`,
      )
      .first(),
  ).toBeAttached();
}
