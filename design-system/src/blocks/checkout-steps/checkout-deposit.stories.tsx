import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../ui/button/button.tsx";
import type { DepositFormProps } from "../checkout/checkout-steps.ts";
import { CheckoutDepositBlock } from "./checkout-step-blocks.tsx";
import { reachedFromStepBefore, reachStep } from "./step-stories.tsx";

/** Stands in for the payment provider's form: a button that pays. */
function StoryDepositForm({ amountLabel, onPaid }: DepositFormProps) {
  return <Button onClick={onPaid}>Pay {amountLabel}</Button>;
}

const meta = {
  title: "Blocks/Vehicle/Checkout/Deposit step",
  component: CheckoutDepositBlock,
  args: {
    heading: "Pay your deposit of {amount}",
    depositAmount: 200,
    clientSecret: "pi_1_secret",
    DepositForm: StoryDepositForm,
    onPaid: fn(),
  },
} satisfies Meta<typeof CheckoutDepositBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reached from the last step: focus on its heading, the amount in it, paid by keyboard. */
export const Pay: Story = {
  ...reachedFromStepBefore(CheckoutDepositBlock),
  play: async ({ canvasElement, args }) => {
    await reachStep(canvasElement, "Pay your deposit of $200");
    await userEvent.keyboard("{Tab}{Enter}");
    await waitFor(() => expect(args.onPaid).toHaveBeenCalled());
  },
};

/** The marketer's own heading and introduction. */
export const OwnWords: Story = {
  args: {
    heading: "Secure it with {amount}",
    intro: "Your deposit is refundable until the dealer confirms.",
    depositAmount: 500,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Secure it with $500" })).toBeVisible();
    await expect(
      canvas.getByText("Your deposit is refundable until the dealer confirms."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Pay $500" })).toBeVisible();
  },
};
