import type { Page } from "@playwright/test";
import { signInWithOpenCheckout } from "./support/checkout.ts";
import { expectInteractive } from "./support/search-page.ts";
import { tradeInFirstOrigin } from "./support/sites.ts";
import { expect, test } from "./support/test.ts";

/**
 * Records every checkout step the page shows from its first paint on (a step as it enters the
 * page, by its `data-step`), so a step shown for a moment and replaced is caught too.
 */
async function recordStepsShown(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { checkoutStepsShown: shown });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) {
          if (!(node instanceof Element)) continue;
          const steps = [node, ...node.querySelectorAll("[data-slot='checkout-step']")];
          for (const step of steps)
            if (step.matches("[data-slot='checkout-step']"))
              shown.push(step.getAttribute("data-step") ?? "");
        }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { checkoutStepsShown: string[] }).checkoutStepsShown);
}

test("a checkout shows the step it starts or carries on at from the first, never the details before it", async ({
  page,
  baseURL,
}) => {
  const origin = tradeInFirstOrigin(baseURL);
  const slug = await signInWithOpenCheckout(page, origin, 9);
  const stepsShown = await recordStepsShown(page);
  const checkout = page.getByRole("main");

  // Nothing kept: the page's first step, the trade-in, and no other.
  await page.goto(`${origin}/cars/${slug}/checkout`);
  await expectInteractive(checkout.getByRole("button", { name: "Continue to Your Details" }));
  expect(await stepsShown()).toEqual(["checkout-trade-in"]);

  // Progress kept at the finance step, as a shopper leaving there keeps it: coming back carries
  // on there, the details it was kept after never shown on the way.
  const kept = await page.evaluate(
    (car) =>
      fetch(`/api/checkout/${car}/progress`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          step: "finance",
          details: { name: "Jo", last_name: "Resume", email: "jo.resume@example.com" },
        }),
      }).then((response) => response.status),
    slug,
  );
  expect(kept, "the progress is kept").toBe(204);
  await page.goto(`${origin}/cars/${slug}/checkout`);
  await expect(checkout.getByRole("heading", { name: "Finance" })).toBeVisible();
  await expect(checkout.getByRole("button", { name: "Back to Your Details" })).toBeVisible();
  expect(await stepsShown()).toEqual(["checkout-finance"]);
});
