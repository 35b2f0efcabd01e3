import { test as base, expect } from "@playwright/test";

/** Console messages that mean the shopper got a broken or partly blocked page. */
const brokenPage = [
  // The page tripped its own Content-Security-Policy: a script or style it needs was blocked.
  /Content Security Policy/,
  // React threw away the server's HTML (hydration mismatch): the page flickers or loses input.
  /hydrat|Minified React error #(418|423|425)\b/i,
];

/**
 * Playwright's test, failing any journey in which the page throws an uncaught error, is blocked
 * by its own Content-Security-Policy, or does not hydrate the server's HTML as rendered.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`Uncaught error: ${error.message}`));
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && brokenPage.some((pattern) => pattern.test(text)))
          problems.push(text);
      });
      await use(problems);
      expect(problems, "errors in the browser during the journey").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
