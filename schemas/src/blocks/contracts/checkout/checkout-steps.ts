import { z } from "zod";
import { blockContract } from "../../shared.ts";

/*
 * The checkout's steps, one block each, shown one at a time: the shopper's details, trade-in and
 * finance in the order the page lists them (trade-in and finance only where the page has their
 * block), then the deposit (where the site takes no payments, the hold request goes instead)
 * and what happens next. The car and its price head the page throughout.
 */
const onCheckoutPages = { templates: ["checkout", "checkout-journey"], zones: ["main"] } as const;

const stepHeading = (text: string, help?: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(120)
    .default(text)
    .meta({ title: "Step heading", ...(help ? { help } : {}) });

const stepIntro = (help: string) =>
  z.string().trim().max(400).optional().meta({ title: "Introduction", widget: "textarea", help });

/** The car and its price (price type, the site's no-price text); a car that cannot be reserved says why. */
export const checkoutCar = blockContract({
  type: "checkout-car",
  props: z.strictObject({
    title: z.string().trim().min(1).max(120).default("Reserve this car").meta({ title: "Title" }),
  }),
  placement: { ...onCheckoutPages, min: 1, max: 1 },
});

/** The shopper's details, remembered details prefilled: always asked. */
export const checkoutDetailsStep = blockContract({
  type: "checkout-details",
  props: z.strictObject({
    heading: stepHeading("Your details"),
    intro: stepIntro(
      "Shown under the heading. Left empty, it says what the deposit (or hold request) does and how long the car is held.",
    ),
  }),
  placement: { ...onCheckoutPages, min: 1, max: 1 },
});

/** An optional trade-in: one of the shopper's valuations, or their car described for the dealer. */
export const checkoutTradeInStep = blockContract({
  type: "checkout-trade-in",
  props: z.strictObject({
    heading: stepHeading("Your trade-in"),
    intro: z
      .string()
      .trim()
      .max(400)
      .default(
        "Trading in a car? Attach your online valuation, or describe the car and we value it when we contact you.",
      )
      .meta({ title: "Introduction", widget: "textarea" }),
  }),
  placement: { ...onCheckoutPages, max: 1 },
});

/** Optional finance: pay in full, the vehicle page calculator's structure, or a pre-approval. */
export const checkoutFinanceStep = blockContract({
  type: "checkout-finance",
  props: z.strictObject({
    heading: stepHeading("Finance"),
    intro: z
      .string()
      .trim()
      .max(400)
      .default(
        "Financing this car? Set a deposit, balloon and term and we send your finance structure with your reservation.",
      )
      .meta({ title: "Introduction", widget: "textarea" }),
    offerPreApproval: z.boolean().default(true).meta({
      title: "Offer the shopper's pre-approval",
      widget: "switch",
      help: "A shopper who applied through the finance journey may attach that application instead of setting a structure.",
    }),
  }),
  placement: { ...onCheckoutPages, max: 1 },
});

/** The deposit through the site's payment provider; where it takes none, the hold request goes before. */
export const checkoutDepositStep = blockContract({
  type: "checkout-deposit",
  props: z.strictObject({
    heading: stepHeading(
      "Pay your deposit of {amount}",
      "{amount} is replaced by the deposit, such as $200.",
    ),
    intro: stepIntro("Shown above the payment form."),
  }),
  placement: { ...onCheckoutPages, min: 1, max: 1 },
});

/** The reservation or hold request is in: what the shopper did and what happens next. */
export const checkoutConfirmationStep = blockContract({
  type: "checkout-confirmation",
  props: z.strictObject({
    nextStepsHeading: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .default("What happens next")
      .meta({ title: "Next steps heading" }),
    note: z.string().trim().max(400).optional().meta({
      title: "Closing note",
      widget: "textarea",
      help: "Shown after what happens next, such as what to bring when collecting the car.",
    }),
  }),
  placement: { ...onCheckoutPages, min: 1, max: 1 },
});

/** The step blocks in their usual order, as a page made before they were blocks gets them. */
export const checkoutStepTypes = [
  checkoutCar.type,
  checkoutDetailsStep.type,
  checkoutTradeInStep.type,
  checkoutFinanceStep.type,
  checkoutDepositStep.type,
  checkoutConfirmationStep.type,
] as const;
