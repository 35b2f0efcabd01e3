import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would, and fails
 * if it is not reached within `limit` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 150 }: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  const key = backwards ? "Shift+Tab" : "Tab";
  // Found once: matching a role and name across the whole page after every key press is slow.
  let element = await target.elementHandle();
  for (let presses = 0; presses < limit; presses++) {
    const focused = await page.evaluate(
      (candidate) =>
        candidate?.isConnected ? candidate === document.activeElement : ("stale" as const),
      element,
    );
    if (focused === true) return;
    if (focused === "stale") element = await target.elementHandle();
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key} within ${limit} presses`).toBeFocused({ timeout: 0 });
}

/**
 * Moves a Radix radio group on by one arrow key press and waits until `next` is checked. The key
 * is held down until then, as a person's press lasts: Radix moves focus a task after keydown and
 * checks the radio only while the key is still down, so a key released at once can leave it unchecked.
 */
export async function arrowToRadio(
  page: Page,
  key: "ArrowRight" | "ArrowLeft" | "ArrowDown" | "ArrowUp",
  next: Locator,
) {
  await page.keyboard.down(key);
  await expect(next).toBeChecked();
  await page.keyboard.up(key);
}
