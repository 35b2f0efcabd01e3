import { expect, type Locator, type Page } from "@playwright/test";
import { dragAnnouncements } from "./studio-editor.ts";

/**
 * How many presses of Tab (or Shift+Tab) the page's tab order puts between the focused element
 * and the target: DOM order of the focusable elements, passing through the page once when it
 * comes round. An estimate (the browser decides); -1 when the target cannot take focus.
 */
function tabDistance({ target, backwards }: { target: Element; backwards: boolean }): number {
  const focusable =
    'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
  const order = [...document.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(":disabled") &&
      !element.closest("[inert]") &&
      element.checkVisibility({ visibilityProperty: true }) &&
      // A group of radio buttons is one stop, at its checked button.
      !(element instanceof HTMLInputElement && element.type === "radio" && !element.checked),
  );
  const to = order.indexOf(target as HTMLElement);
  if (to < 0) return -1;
  const from = order.indexOf(document.activeElement as HTMLElement);
  if (from < 0) return 1;
  const steps = backwards ? from - to : to - from;
  return steps >= 0 ? steps : steps + order.length + 1;
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would, and fails
 * if it is not reached within `limit` presses. Presses as many as the tab order asks for, then
 * one at a time while looking where focus went.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 150 }: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  const key = backwards ? "Shift+Tab" : "Tab";
  const element = await target.elementHandle();
  const distance = await page.evaluate(tabDistance, { target: element as never, backwards });
  let presses = 0;
  for (; presses < Math.min(distance, limit); presses++) await page.keyboard.press(key);
  while (presses < limit && !(await element?.evaluate((it) => it === document.activeElement))) {
    await page.keyboard.press(key);
    presses++;
  }
  await expect(target, `reached with ${key} within ${limit} presses`).toBeFocused({ timeout: 0 });
}

/**
 * Counts the pointer presses each document of the page receives, so a keyboard journey can
 * show it never used the mouse. Call before the first navigation.
 */
export async function watchPointerPresses(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    let presses = 0;
    addEventListener("pointerdown", () => presses++, { capture: true });
    addEventListener("mousedown", () => presses++, { capture: true });
    Object.defineProperty(window, "pointerPressesSoFar", { get: () => presses });
  });
  return () =>
    page.evaluate(() => (window as unknown as { pointerPressesSoFar: number }).pointerPressesSoFar);
}

/** Selects all of a focused text box and types over it, as a keyboard user would. */
export async function typeOver(field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await field.page().keyboard.press("ControlOrMeta+a");
  await field.page().keyboard.type(text);
}

/**
 * With a block picked up, presses the arrow key until dnd-kit's announcement says the block
 * would land where wanted ("…in the Main zone of Home").
 */
export async function moveDraggedUntil(
  page: Page,
  wanted: RegExp,
  { key = "ArrowDown", limit = 40 }: { key?: "ArrowDown" | "ArrowUp"; limit?: number } = {},
): Promise<void> {
  const announcement = dragAnnouncements(page);
  for (let presses = 0; presses < limit; presses++) {
    const said = (await announcement.textContent()) ?? "";
    if (wanted.test(said)) return;
    await page.keyboard.press(key);
    await expect(announcement, `${key} moved the block on`).not.toHaveText(said);
  }
  await expect(announcement).toHaveText(wanted, { timeout: 0 });
}

/**
 * Moves the block being dragged to a place of its zone by arrow keys, up or down from wherever
 * the pick-up put it (that depends on where the handle sits on screen).
 */
export async function moveDraggedTo(page: Page, position: number): Promise<void> {
  const announcement = dragAnnouncements(page);
  await expect(announcement).toHaveText(/ will go to position \d+ of /);
  const now = Number((await announcement.textContent())?.match(/position (\d+) of/)?.[1]);
  const wanted = new RegExp(` will go to position ${position} of `);
  await moveDraggedUntil(page, wanted, { key: now > position ? "ArrowUp" : "ArrowDown" });
}
