import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Runs axe on the page as it is now (or only the part `within` selects) and fails on any WCAG
 * A/AA violation, listing each one.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  within?: string,
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
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
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n"),
  );
  expect(summary, `axe findings on ${what}`).toEqual([]);
}
