import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { type DepositStripe, StripeDepositForm } from "./stripe-deposit-form.tsx";

type Confirmed = Awaited<ReturnType<DepositStripe["confirmPayment"]>>;

/** A fake Stripe.js: its Payment Element is one labelled card-number field. */
function fakeStripe(confirm: () => Promise<Confirmed>): DepositStripe {
  const element = {
    mount(target: HTMLElement) {
      const label = document.createElement("label");
      label.className = "grid gap-1";
      label.textContent = "Card number";
      const input = document.createElement("input");
      input.inputMode = "numeric";
      input.className = "rounded border px-2 py-1";
      label.append(input);
      target.replaceChildren(label);
    },
    destroy() {},
  };
  return {
    elements: () => ({ create: () => element }),
    confirmPayment: confirm,
  } as unknown as DepositStripe;
}

const never = () => new Promise<never>(() => {});
const paid = async () => ({ paymentIntent: { status: "succeeded" } }) as unknown as Confirmed;

const meta = {
  title: "Blocks/Vehicle/Checkout/Deposit",
  component: StripeDepositForm,
  args: {
    clientSecret: "pi_1_secret_test",
    amountLabel: "$200",
    onPaid: fn(),
    loadStripe: async () => fakeStripe(paid),
    waitUntilHeld: fn(async () => {}),
  },
} satisfies Meta<typeof StripeDepositForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const payByKeyboard = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(await canvas.findByRole("textbox", { name: "Card number" }), "4242");
  await userEvent.keyboard("{Tab}{Enter}");
};

/** Stripe.js is on its way: the form says so and cannot be paid yet. */
export const LoadingStripe: Story = {
  args: { loadStripe: never },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the secure payment form…");
    await expect(canvas.getByRole("button", { name: "Pay $200" })).toBeDisabled();
  },
};

/** The Payment Element is mounted; paying by keyboard confirms once the server holds the car. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await payByKeyboard(canvas);
    await waitFor(() => expect(args.onPaid).toHaveBeenCalled());
    await expect(args.waitUntilHeld).toHaveBeenCalled();
  },
};

/** Stripe is taking the payment: the button says so and takes no second press. */
export const Paying: Story = {
  args: { loadStripe: async () => fakeStripe(never) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await payByKeyboard(canvas);
    await expect(await canvas.findByRole("button", { name: "Paying…" })).toBeDisabled();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** Stripe took the payment; until the server says the car is held, no confirmation shows. */
export const WaitingForConfirmation: Story = {
  args: { waitUntilHeld: fn(never) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await payByKeyboard(canvas);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Confirming your payment. This takes a few seconds…",
    );
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** The card is declined: Stripe's message shows and the shopper can try again. */
export const Failed: Story = {
  args: {
    loadStripe: async () =>
      fakeStripe(async () => ({ error: { message: "Your card was declined." } }) as Confirmed),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await payByKeyboard(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Your card was declined.");
    await expect(canvas.getByRole("button", { name: "Pay $200" })).toBeEnabled();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** Stripe.js cannot be reached: the shopper is told, and nothing can be paid. */
export const StripeUnavailable: Story = {
  args: { loadStripe: async () => Promise.reject(new Error("offline")) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The payment form could not be loaded.",
    );
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
