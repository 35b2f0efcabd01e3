import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe's default run checks each frame apart, then merges the results in a blank page it opens and
 * closes for every check; a page without frames gets the same rules and results from one run in
 * the page itself, at under half the time. A page with frames (payment fields, videos) keeps the
 * default, which also checks frames from other origins.
 */
function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
}

/**
 * Waits until the page's finite animations and transitions are over (a dialog fading in, say):
 * axe reads colours as they are drawn, and text half faded in fails contrast it meets at rest.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page as it is now (or only the part `within` selects) and fails on any WCAG
 * A/AA violation, listing each one.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  within?: string,
): Promise<void> {
  await animationsDone(page);
  const builder = axeOn(page).withTags(wcagTags);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n"),
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/**
 * Runs every axe rule, best practices (heading order, landmarks) included, and fails on any
 * finding of any impact.
 */
export async function expectNoAxeFindings(page: Page, what: string): Promise<void> {
  await animationsDone(page);
  const { violations } = await axeOn(page).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n"),
  );
  expect(summary, `axe findings on ${what}`).toEqual([]);
}
