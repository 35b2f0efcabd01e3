import { expect, type Locator, type Page } from "@playwright/test";

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags `handle` onto `target` with the mouse in small steps, as a hand would (dnd-kit starts
 * a drag only after the pointer has moved a few pixels), and drops it once `whileOver` holds.
 */
export async function dragByPointer(
  page: Page,
  handle: Locator,
  target: Locator,
  whileOver: () => Promise<void>,
): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
  // The palette scrolls on its own: a block low in a long list may start out of sight.
  await handle.scrollIntoViewIfNeeded();
  const from = await centreOf(handle);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 3 });
  const to = await centreOf(target);
  await page.mouse.move(to.x, to.y, { steps: 12 });
  // dnd-kit works out what is under the pointer as it moves: keep nudging it while waiting. The
  // limit only ends a drag that never lands; a busy machine can take several nudges.
  await expect(async () => {
    await page.mouse.move(to.x, to.y + 1);
    await whileOver();
  }).toPass({ timeout: 30_000 });
  await page.mouse.up();
}
