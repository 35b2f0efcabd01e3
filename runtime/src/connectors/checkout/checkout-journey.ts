import type {
  CheckoutChoices,
  CheckoutKept,
} from "@storefront/design-system/blocks/checkout/index.ts";
import type { Page } from "@storefront/schemas";

/** The steps where the shopper chooses, each shown by its block: details, trade-in, finance. */
export type ChoiceStep = "details" | "trade-in" | "finance";

/** Where the shopper is: a choice step, paying the deposit, or done. */
type JourneyStep = ChoiceStep | "deposit" | "done";

/** A shopper's way through a car's checkout, shared by the page's step blocks. */
export type Journey = {
  step: JourneyStep;
  details: Record<string, string>;
  choices: CheckoutChoices;
  /** The started payment the deposit step completes, and its reservation. */
  clientSecret?: string | undefined;
  reservationId?: string | undefined;
  /** The shopper has moved between steps on this page: each new step takes focus. */
  moved: boolean;
  /** Progress kept from an earlier visit has been applied (once). */
  resumed: boolean;
};

export const startOfJourney: Journey = {
  step: "details",
  details: {},
  choices: {},
  moved: false,
  resumed: false,
};

const choiceSteps: Record<string, ChoiceStep> = {
  "checkout-details": "details",
  "checkout-trade-in": "trade-in",
  "checkout-finance": "finance",
};

/** What a step is called on the buttons that lead to it. */
const stepNames: Record<ChoiceStep, string> = {
  details: "Your Details",
  "trade-in": "Trade-in",
  finance: "Finance",
};

/**
 * The page's choice steps in the order its blocks come (hidden blocks left out); the shopper's
 * details are always asked, first where the page has no block for them.
 */
export function choiceStepsOf(page: Pick<Page, "zones">): ChoiceStep[] {
  const steps = Object.values(page.zones ?? {}).flatMap((blocks) =>
    (blocks ?? []).flatMap((block) => {
      const step = choiceSteps[block.type];
      return step && !block.hidden ? [step] : [];
    }),
  );
  return steps.includes("details") ? steps : ["details", ...steps];
}

/** The step after `step`, or undefined when the shopper's choices go next. */
export const stepAfter = (steps: ChoiceStep[], step: ChoiceStep) => steps[steps.indexOf(step) + 1];

/** Back to the step before, labelled, where there is one. */
export function backFrom(steps: ChoiceStep[], step: ChoiceStep) {
  const before = steps[steps.indexOf(step) - 1];
  return before ? { step: before, label: `Back to ${stepNames[before]}` } : undefined;
}

/** The label of a choice step's button: on to the next step, or sending the choices. */
export const continueLabel = (steps: ChoiceStep[], step: ChoiceStep, sendLabel: string) => {
  const next = stepAfter(steps, step);
  return next ? `Continue to ${stepNames[next]}` : sendLabel;
};

/**
 * Where a shopper signing in again carries on: the step they kept (a kept deposit carries on at
 * the last choice step, the payment starting again from there), where the page still has it;
 * undefined (the first step) without kept details.
 */
export function resumeStepOf(
  steps: ChoiceStep[],
  kept: (CheckoutChoices & { step: string; details?: Record<string, string> }) | null | undefined,
): ChoiceStep | undefined {
  if (!kept?.details?.email) return undefined;
  if (kept.step === "trade-in" || kept.step === "finance")
    return steps.includes(kept.step) ? kept.step : steps.at(-1);
  return kept.step === "deposit" ? steps.at(-1) : undefined;
}

/** The progress to keep as the shopper reaches `step`. */
export const keptAt = (
  step: CheckoutKept["step"],
  journey: Pick<Journey, "details" | "choices">,
): CheckoutKept => ({ step, details: journey.details, ...journey.choices });
