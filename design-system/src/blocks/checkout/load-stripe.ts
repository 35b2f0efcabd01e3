import type { Stripe } from "@stripe/stripe-js";

/** Stripe's own address for Stripe.js, used unless the server names another. */
const stripeOwnScript = /^https:\/\/js\.stripe\.com\//;

/** Adds the script once and resolves when it has run (Stripe.js sets `window.Stripe`). */
function addScript(src: string): Promise<void> {
  const present = [...document.querySelectorAll("script")].find((script) => script.src === src);
  if (present && "Stripe" in window) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = present ?? document.createElement("script");
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => reject(new Error(`Stripe.js did not load from ${src}`)));
    if (!present) {
      script.src = src;
      document.head.append(script);
    }
  });
}

/**
 * Stripe.js through `@stripe/stripe-js`, fetched only when called (the deposit step). The
 * library only loads Stripe's own address; where the server names another (`scriptUrl`, an
 * offline stand-in in tests) that script is added first, and the library uses the `Stripe` it
 * finds on the page.
 */
export async function loadStripeFrom(
  scriptUrl: string | undefined,
  publishableKey: string,
): Promise<Stripe | null> {
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  if (scriptUrl && !stripeOwnScript.test(scriptUrl)) await addScript(scriptUrl);
  return loadStripe(publishableKey);
}
