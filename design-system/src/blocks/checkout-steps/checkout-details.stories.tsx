import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { CheckoutSent } from "../checkout/checkout-steps.ts";
import { pressButton, pressEnterIn, typeContact } from "../lead-forms/story-sends.ts";
import { CheckoutDetailsBlock } from "./checkout-step-blocks.tsx";
import { reachedFromStepBefore, reachForDetails, reachStep } from "./step-stories.tsx";

const details = { name: "Jo", email: "jo@example.com", phone: "0400 000 000" };

const meta = {
  title: "Blocks/Vehicle/Checkout/Details",
  component: CheckoutDetailsBlock,
  args: {
    heading: "Your details",
    payment: "deposit",
    depositAmount: 200,
    holdHours: 48,
    initialValues: {},
    submitLabel: "Continue to Deposit of $200",
    send: fn(async (): Promise<CheckoutSent> => ({ status: "sent" })),
  },
} satisfies Meta<typeof CheckoutDetailsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The details typed and sent by keyboard, with what the deposit does said first. */
export const Deposit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        "A deposit of $200 reserves this car for you for 48 hours while we confirm your reservation.",
      ),
    ).toBeVisible();
    await reachForDetails(canvas);
    await typeContact(canvas);
    await pressEnterIn(canvas, "Mobile");
    await waitFor(() => expect(args.send).toHaveBeenCalledWith(details));
    // The first step on its page: no way back.
    await expect(canvas.queryByRole("button", { name: /^Back to/ })).toBeNull();
  },
};

/** After another step on its page: back to it by keyboard, as from the other steps. */
export const BackToStepBefore: Story = {
  args: {
    submitLabel: "Continue to Finance",
    back: { label: "Back to Trade-in", go: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Offered before the form's code is there, and after.
    await expect(canvas.getByRole("button", { name: "Back to Trade-in" })).toBeVisible();
    await reachForDetails(canvas);
    await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
    await pressButton(canvas, "Back to Trade-in");
    await expect(args.back?.go).toHaveBeenCalledOnce();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** Reached from another step: the heading takes focus; the marketer's introduction shows. */
export const ReachedWithIntro: Story = {
  ...reachedFromStepBefore(CheckoutDetailsBlock, {
    heading: "About you",
    intro: "We only use these details about this car.",
    submitLabel: "Continue to Trade-in",
  }),
  play: async ({ canvasElement }) => {
    const canvas = await reachStep(canvasElement, "About you");
    await expect(canvas.getByText("We only use these details about this car.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Continue to Trade-in" })).toBeVisible();
  },
};

/** A site that takes no payments: a hold request, said to take no money. */
export const HoldRequest: Story = {
  args: { payment: "hold-request", submitLabel: "Send Hold Request" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        "Ask us to hold this car for you. No payment is taken: we contact you to arrange it.",
      ),
    ).toBeVisible();
    await reachForDetails(canvas);
    await typeContact(canvas);
    canvas.getByRole("button", { name: "Send Hold Request" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.send).toHaveBeenCalled());
  },
};

/** The shopper's own unpaid reservation: their kept details, to carry on. */
export const Resumed: Story = {
  args: { resumed: true, initialValues: details },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("You have started reserving this car. Carry on where you left off."),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "First Name" })).toHaveValue("Jo");
  },
};

/** A refusal (someone reserved the car first) is said at the form, which stays. */
export const Refused: Story = {
  args: {
    send: fn(
      async (): Promise<CheckoutSent> => ({
        status: "refused",
        message: "This car is already reserved. Send an enquiry instead.",
        problems: [],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachForDetails(canvas);
    await typeContact(canvas);
    await pressEnterIn(canvas, "Mobile");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This car is already reserved. Send an enquiry instead.",
    );
  },
};
