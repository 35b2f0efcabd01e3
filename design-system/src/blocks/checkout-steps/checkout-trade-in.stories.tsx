import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { CheckoutSent } from "../checkout/checkout-steps.ts";
import { CheckoutTradeInBlock } from "./checkout-step-blocks.tsx";
import { reachedFromStepBefore, reachStep } from "./step-stories.tsx";

const valuation = {
  id: "val-1",
  car: { make: "Mazda", model: "3", year: 2017 },
  km: 84_000,
  low: 14_000,
  high: 16_500,
};
const valuationOption = "Use my valuation: 2017 Mazda 3, 84,000 km: estimated $14,000 – $16,500";

const meta = {
  title: "Blocks/Vehicle/Checkout/Trade-in",
  component: CheckoutTradeInBlock,
  args: {
    heading: "Your trade-in",
    intro:
      "Trading in a car? Attach your online valuation, or describe the car and we value it when we contact you.",
    valuations: [valuation],
    submitLabel: "Continue to Deposit of $200",
    back: { label: "Back to Your Details", go: fn() },
    send: fn(async (): Promise<CheckoutSent> => ({ status: "sent" })),
  },
} satisfies Meta<typeof CheckoutTradeInBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reached from the details: focus on its heading, the shopper's valuation attached by keyboard. */
export const AttachValuation: Story = {
  ...reachedFromStepBefore(CheckoutTradeInBlock),
  play: async ({ canvasElement, args }) => {
    const canvas = await reachStep(canvasElement, "Your trade-in");
    const none = await canvas.findByRole("radio", { name: "No trade-in" });
    await expect(none).toBeChecked();
    none.focus();
    // Radix selects the radio an arrow key moves to while the key is down.
    await userEvent.keyboard("{ArrowDown>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: valuationOption })).toBeChecked());
    await userEvent.keyboard("{/ArrowDown}");
    canvas.getByRole("button", { name: "Continue to Deposit of $200" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({ valuation_id: "val-1" }));
  },
};

/** No valuation: the car described (checked before sending) goes to the dealer to value. */
export const DescribeCar: Story = {
  args: { valuations: [], submitLabel: "Continue to Finance" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("radio", { name: "Describe my car for the dealer to value" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Continue to Finance" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Check your car's details.");
    await expect(canvas.getByRole("textbox", { name: "Year" })).toHaveAccessibleDescription(
      "Enter the year as four digits",
    );
    await expect(args.send).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox", { name: "Make" }), "Mazda");
    await userEvent.type(canvas.getByRole("textbox", { name: "Model" }), "3");
    await userEvent.type(canvas.getByRole("textbox", { name: "Year" }), "2017");
    await userEvent.type(canvas.getByRole("textbox", { name: "Odometer (km)" }), "84,000");
    await userEvent.type(canvas.getByRole("textbox", { name: "Rego" }), "ABC123");
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        trade_in: { make: "Mazda", model: "3", year: 2017, km: 84_000, rego: "ABC123" },
      }),
    );
  },
};

/** The kept choice is there; the server's refusal is said; back a step by keyboard. */
export const ResumedAndRefused: Story = {
  args: {
    initial: { valuation_id: "val-1" },
    send: fn(
      async (): Promise<CheckoutSent> => ({
        status: "refused",
        message: "The reservation was not started",
        problems: [
          {
            path: "valuation_id",
            message:
              "This valuation has expired or is not yours. Choose another or describe your car.",
          },
        ],
      }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: valuationOption })).toBeChecked();
    canvas.getByRole("button", { name: "Continue to Deposit of $200" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This valuation has expired or is not yours. Choose another or describe your car.",
    );
    canvas.getByRole("button", { name: "Back to Your Details" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.back?.go).toHaveBeenCalled();
  },
};

/** The first step on its page: no way back. */
export const FirstStep: Story = {
  args: { back: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "No trade-in" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Back to/ })).toBeNull();
  },
};
