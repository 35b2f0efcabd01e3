import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../ui/button/button.tsx";
import { pressEnterIn, typeContact } from "../lead-forms/story-sends.ts";
import { Checkout, type CheckoutSent, type DepositFormProps } from "./checkout.tsx";
import { reachForDetails } from "./checkout-story-steps.ts";

/** Stands in for the payment provider's form: a button that pays. */
function StoryDepositForm({ amountLabel, onPaid }: DepositFormProps) {
  return <Button onClick={onPaid}>Pay {amountLabel}</Button>;
}

const meta = {
  title: "Blocks/Vehicle/Checkout",
  component: Checkout,
  args: {
    title: "Reserve this car",
    car: {
      title: "2021 Toyota HiLux SR5",
      price: 45990,
      priceType: "Drive Away",
      noPriceText: "Enquire for price.",
    },
    state: "open",
    payment: "deposit",
    depositAmount: 200,
    holdHours: 48,
    dealerName: "Southern Cross Motor Group",
    initialValues: {},
    offerTradeIn: false,
    offerFinance: false,
    send: fn(async (): Promise<CheckoutSent> => ({ status: "sent", clientSecret: "pi_1_secret" })),
    DepositForm: StoryDepositForm,
    enquiry: <Button>Enquire</Button>,
  },
} satisfies Meta<typeof Checkout>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The car and its price, the details, the deposit and what happens next, all by keyboard (the
 * trade-in step left out by the block's setting; its states are in checkout-trade-in.stories).
 */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2021 Toyota HiLux SR5")).toBeVisible();
    await expect(canvas.getByText("$45,990")).toBeVisible();
    await expect(canvas.getByText("Drive Away")).toBeVisible();
    await reachForDetails(canvas);
    await typeContact(canvas);
    await pressEnterIn(canvas, "Mobile");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        details: { name: "Jo", email: "jo@example.com", phone: "0400 000 000" },
      }),
    );
    const deposit = await canvas.findByRole("heading", { name: "Pay your deposit of $200" });
    await expect(deposit).toHaveFocus();
    await userEvent.keyboard("{Tab}{Enter}");
    const done = await canvas.findByRole("heading", { name: "Your car is reserved" });
    await expect(done).toHaveFocus();
    await expect(
      canvas.getByText(
        "If it is not confirmed within 48 hours, the car is released and your deposit is refunded.",
      ),
    ).toBeVisible();
  },
};

/** The shopper's own unpaid reservation: their kept details, to carry on to the deposit. */
export const Resume: Story = {
  args: {
    state: "yours",
    reservationPaid: false,
    initialValues: { name: "Jo", email: "jo@example.com", phone: "0400 000 000" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("You have started reserving this car. Carry on where you left off."),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "First Name" })).toHaveValue("Jo");
    await expect(canvas.getByRole("button", { name: "Continue to Deposit of $200" })).toBeVisible();
  },
};

/** The shopper's paid reservation: what happens next, no form. */
export const Confirmation: Story = {
  args: { state: "yours", reservationPaid: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your car is reserved" })).toBeVisible();
    await expect(
      canvas.getByText(
        "Southern Cross Motor Group will contact you to confirm your reservation within 48 hours.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** Another shopper has the car: said so, with the enquiry and never a payment form. */
export const Reserved: Story = {
  args: { state: "reserved" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "This car is already reserved." }),
    ).toBeVisible();
    await expect(canvas.getByText("Send an enquiry instead.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enquire" })).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** A car without a price (or sold, or not eligible): the enquiry instead. */
export const NotOffered: Story = {
  args: {
    state: "not-offered",
    car: { title: "2019 Mazda CX-5", price: 0, noPriceText: "Enquire for price." },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Enquire for price.")).toBeVisible();
    await expect(
      canvas.getByRole("heading", { name: "This car cannot be reserved online." }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enquire" })).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** A sold car: the spec's sold notice, with the enquiry and never a payment form. */
export const Sold: Story = {
  args: {
    state: "not-offered",
    car: {
      title: "2019 Jayco Journey",
      price: 64990,
      noPriceText: "",
      sold: true,
      itemType: "caravan",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "Unfortunately this caravan recently sold." }),
    ).toBeVisible();
    await expect(
      canvas.getByText("But don't worry, we can help you find a similar caravan!"),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enquire" })).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** A site that takes no payments: a hold request, said to take no money. */
export const HoldRequest: Story = {
  args: {
    payment: "hold-request",
    send: fn(async (): Promise<CheckoutSent> => ({ status: "sent" })),
  },
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
    const done = await canvas.findByRole("heading", { name: "Your hold request has been sent" });
    await expect(done).toHaveFocus();
    await expect(
      canvas.getByText(
        "We have asked Southern Cross Motor Group to hold the 2021 Toyota HiLux SR5 for you. No payment has been taken.",
      ),
    ).toBeVisible();
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

/** A site taking deposits whose payment form is not available: no car held for nothing. */
export const DepositUnavailable: Story = {
  args: { DepositForm: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "This car cannot be reserved online." }),
    ).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(args.send).not.toHaveBeenCalled();
  },
};
