import { test as base, expect } from "@playwright/test";

/**
 * Playwright's test, failing when the studio page or the storefront in its preview throws, logs
 * an error, or trips the storefront's Content-Security-Policy.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`Uncaught error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      await use(problems);
      expect(problems, "errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});
