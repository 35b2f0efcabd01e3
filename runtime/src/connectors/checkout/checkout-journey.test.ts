import type { Page } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import {
  backFrom,
  choiceStepsOf,
  continueLabel,
  resumeStepOf,
  stepAfter,
} from "./checkout-journey.ts";

const pageOf = (...types: (string | [string, "hidden"])[]): Pick<Page, "zones"> =>
  ({
    zones: {
      main: types.map((type) => ({
        type: Array.isArray(type) ? type[0] : type,
        id: String(type),
        hidden: Array.isArray(type),
        props: {},
      })),
    },
  }) as unknown as Pick<Page, "zones">;

const usual = pageOf(
  "page-heading",
  "checkout-car",
  "checkout-details",
  "checkout-trade-in",
  "checkout-finance",
  "checkout-deposit",
  "checkout-confirmation",
);

describe("the checkout's steps", () => {
  it("follow the page's blocks, leaving out steps the page has no block for or hides", () => {
    expect(choiceStepsOf(usual)).toEqual(["details", "trade-in", "finance"]);
    expect(choiceStepsOf(pageOf("checkout-finance", "checkout-details"))).toEqual([
      "finance",
      "details",
    ]);
    expect(
      choiceStepsOf(
        pageOf("checkout-details", ["checkout-trade-in", "hidden"], "checkout-finance"),
      ),
    ).toEqual(["details", "finance"]);
  });

  it("always ask the shopper's details", () => {
    expect(choiceStepsOf(pageOf("checkout-car", "checkout-trade-in"))).toEqual([
      "details",
      "trade-in",
    ]);
  });

  it("lead on to the next step, and from the last send the choices", () => {
    const steps = choiceStepsOf(usual);
    expect(stepAfter(steps, "details")).toBe("trade-in");
    expect(continueLabel(steps, "details", "Send Hold Request")).toBe("Continue to Trade-in");
    expect(continueLabel(steps, "trade-in", "Send Hold Request")).toBe("Continue to Finance");
    expect(stepAfter(steps, "finance")).toBeUndefined();
    expect(continueLabel(steps, "finance", "Continue to Deposit of $200")).toBe(
      "Continue to Deposit of $200",
    );
    expect(continueLabel(["details"], "details", "Send Hold Request")).toBe("Send Hold Request");
  });

  it("go back a step from any but the first", () => {
    const steps = choiceStepsOf(usual);
    expect(backFrom(steps, "details")).toBeUndefined();
    expect(backFrom(steps, "trade-in")).toEqual({ step: "details", label: "Back to Your Details" });
    expect(backFrom(["details", "finance"], "finance")?.label).toBe("Back to Your Details");
    expect(backFrom(steps, "finance")?.label).toBe("Back to Trade-in");
    // A page that asks about the trade-in first goes back to it from the details.
    expect(backFrom(["trade-in", "details"], "details")).toEqual({
      step: "trade-in",
      label: "Back to Trade-in",
    });
  });

  it("resume where the shopper was, where the page still has that step", () => {
    const steps = choiceStepsOf(usual);
    const details = { email: "jo@example.com" };
    expect(resumeStepOf(steps, { step: "trade-in", details })).toBe("trade-in");
    expect(resumeStepOf(steps, { step: "finance", details })).toBe("finance");
    // A deposit that was not paid starts again from the last step.
    expect(resumeStepOf(steps, { step: "deposit", details })).toBe("finance");
    expect(resumeStepOf(["details", "trade-in"], { step: "finance", details })).toBe("trade-in");
    // Without kept details the shopper starts at the first step.
    expect(resumeStepOf(steps, { step: "finance" })).toBeUndefined();
    expect(resumeStepOf(steps, null)).toBeUndefined();
  });
});
