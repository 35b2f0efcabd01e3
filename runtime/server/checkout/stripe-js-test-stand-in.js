// The test stand-in for Stripe.js, served by stripe-test-api.ts: just what the deposit form
// uses. Its Payment Element is one card-number field; confirmPayment asks the stand-in API to
// succeed the PaymentIntent, which then sends the signed webhook as Stripe would.
(() => {
  const api = new URL(document.currentScript.src).origin;

  function Stripe(publishableKey) {
    return {
      elements({ clientSecret }) {
        let input;
        return {
          clientSecret,
          create(type) {
            if (type !== "payment") throw new Error(`The stand-in has no ${type} element`);
            return {
              mount(target) {
                const label = document.createElement("label");
                label.style.display = "grid";
                label.style.gap = "0.25rem";
                label.textContent = "Card number";
                input = document.createElement("input");
                input.type = "text";
                input.inputMode = "numeric";
                input.autocomplete = "cc-number";
                input.style.border = "1px solid #555";
                input.style.padding = "0.25rem 0.5rem";
                label.append(input);
                target.replaceChildren(label);
              },
              destroy() {},
            };
          },
          cardNumber: () => input?.value.replace(/\s/g, "") ?? "",
        };
      },
      async confirmPayment({ elements }) {
        if (!elements.cardNumber())
          return {
            error: { type: "validation_error", message: "Your card number is incomplete." },
          };
        const id = elements.clientSecret.split("_secret_")[0];
        const response = await fetch(`${api}/v1/payment_intents/${id}/confirm`, {
          method: "POST",
          body: new URLSearchParams({ key: publishableKey, client_secret: elements.clientSecret }),
        });
        const body = await response.json();
        return response.ok ? { paymentIntent: body } : { error: body.error };
      },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
