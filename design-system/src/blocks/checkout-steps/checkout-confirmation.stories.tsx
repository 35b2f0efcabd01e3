import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CheckoutConfirmationBlock } from "./checkout-step-blocks.tsx";
import { finishStepBefore, reachedFromStepBefore, reachStep } from "./step-stories.tsx";

const meta = {
  title: "Blocks/Vehicle/Checkout/Confirmation",
  component: CheckoutConfirmationBlock,
  args: {
    nextStepsHeading: "What happens next",
    payment: "deposit",
    carTitle: "2021 Toyota HiLux SR5",
    dealerName: "Southern Cross Motor Group",
    depositAmount: 200,
    holdHours: 48,
    focusOnShow: true,
  },
  render: reachedFromStepBefore(CheckoutConfirmationBlock).render,
} satisfies Meta<typeof CheckoutConfirmationBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The deposit paid: focus on the outcome, then what happens next. */
export const Reserved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reachStep(canvasElement, "Your car is reserved");
    await expect(await canvas.findByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(
      await canvas.findByText(
        "Southern Cross Motor Group will contact you to confirm your reservation within 48 hours.",
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "If it is not confirmed within 48 hours, the car is released and your deposit is refunded.",
      ),
    ).toBeVisible();
  },
};

/** A hold request sent where the site takes no payments: no money said to be taken. */
export const HoldRequestSent: Story = {
  args: { payment: "hold-request" },
  play: async ({ canvasElement }) => {
    const canvas = await reachStep(canvasElement, "Your hold request has been sent");
    await expect(
      await canvas.findByText(
        "We have asked Southern Cross Motor Group to hold the 2021 Toyota HiLux SR5 for you. No payment has been taken.",
      ),
    ).toBeVisible();
  },
};

/** Coming back to a paid reservation: no focus taken; the marketer's words and note. */
export const OwnWords: Story = {
  args: {
    focusOnShow: false,
    nextStepsHeading: "From here",
    note: "Bring your licence when you collect the car.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await finishStepBefore(canvas);
    await expect(
      await canvas.findByRole("heading", { name: "Your car is reserved" }),
    ).not.toHaveFocus();
    await expect(await canvas.findByRole("heading", { name: "From here" })).toBeVisible();
    await expect(
      await canvas.findByText("Bring your licence when you collect the car."),
    ).toBeVisible();
  },
};
