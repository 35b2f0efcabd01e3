import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../ui/button/button.tsx";
import { pressEnterIn, typeContact } from "../lead-forms/story-sends.ts";
import { Checkout, type CheckoutSent, type DepositFormProps } from "./checkout.tsx";
import { reachForDetails } from "./checkout-story-steps.ts";

function StoryDepositForm({ amountLabel, onPaid }: DepositFormProps) {
  return <Button onClick={onPaid}>Pay {amountLabel}</Button>;
}

const details = { name: "Jo", email: "jo@example.com", phone: "0400 000 000" };
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
  component: Checkout,
  args: {
    title: "Reserve this car",
    car: { title: "2021 Toyota HiLux SR5", price: 45990, noPriceText: "Enquire for price." },
    state: "open",
    payment: "deposit",
    depositAmount: 200,
    holdHours: 48,
    dealerName: "Southern Cross Motor Group",
    initialValues: details,
    offerTradeIn: true,
    offerFinance: false,
    valuations: [valuation],
    resume: { step: "trade-in" },
    send: fn(async (): Promise<CheckoutSent> => ({ status: "sent", clientSecret: "pi_1_secret" })),
    keep: fn(),
    DepositForm: StoryDepositForm,
    enquiry: <Button>Enquire</Button>,
  },
} satisfies Meta<typeof Checkout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After the details, the trade-in step: the shopper's valuation attached, then the deposit. */
export const AttachValuation: Story = {
  args: { resume: undefined, initialValues: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reachForDetails(canvas);
    await typeContact(canvas);
    await pressEnterIn(canvas, "Mobile");
    const step = await canvas.findByRole("heading", { name: "Your trade-in" });
    await expect(step).toHaveFocus();
    await expect(args.keep).toHaveBeenCalledWith({ step: "trade-in", details });
    await expect(args.send).not.toHaveBeenCalled();
    const none = await canvas.findByRole("radio", { name: "No trade-in" });
    await expect(none).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: valuationOption }));
    await userEvent.click(canvas.getByRole("button", { name: "Continue to Deposit of $200" }));
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({ details, valuation_id: "val-1" }));
    await expect(
      await canvas.findByRole("heading", { name: "Pay your deposit of $200" }),
    ).toHaveFocus();
  },
};

/** No valuation: the car described (checked before sending) goes to the dealer to value. */
export const DescribeCar: Story = {
  args: { valuations: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("radio", { name: "Describe my car for the dealer to value" }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Continue to Deposit of $200" }));
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
        details,
        trade_in: { make: "Mazda", model: "3", year: 2017, km: 84_000, rego: "ABC123" },
      }),
    );
    await canvas.findByRole("heading", { name: "Pay your deposit of $200" });
  },
};

/** Signing in again at the trade-in: the kept choice is there; the server's refusal is said. */
export const ResumedAndRefused: Story = {
  args: {
    resume: { step: "trade-in", valuation_id: "val-1" },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: valuationOption })).toBeChecked();
    canvas.getByRole("button", { name: "Continue to Deposit of $200" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This valuation has expired or is not yours. Choose another or describe your car.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Back to Your Details" }));
    await expect(await canvas.findByRole("heading", { name: "Your details" })).toHaveFocus();
    await expect(canvas.getByRole("button", { name: "Continue to Trade-in" })).toBeVisible();
  },
};
