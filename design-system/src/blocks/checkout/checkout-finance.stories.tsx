import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../ui/button/button.tsx";
import { pressButton, pressEnterIn, typeContact } from "../lead-forms/story-sends.ts";
import { Checkout, type CheckoutSent, type DepositFormProps } from "./checkout.tsx";
import { reachForDetails } from "./checkout-story-steps.ts";

function StoryDepositForm({ amountLabel, onPaid }: DepositFormProps) {
  return <Button onClick={onPaid}>Pay {amountLabel}</Button>;
}

const details = { name: "Jo", email: "jo@example.com", phone: "0400 000 000" };
/** Where the step starts for a $45,990 car at the site's 10%: no deposit, no balloon, 5 years. */
const finance = {
  deposit: 0,
  balloon: 0,
  term_years: 5,
  amount: 45_990,
  rate_percent: 10,
  fees: 0,
  round_up_fees: false,
  term: { min: 1, max: 7, step: 0.5 },
};

const meta = {
  title: "Blocks/Vehicle/Checkout/Finance",
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
    offerTradeIn: false,
    offerFinance: true,
    finance,
    resume: { step: "finance" },
    send: fn(async (): Promise<CheckoutSent> => ({ status: "sent", clientSecret: "pi_1_secret" })),
    keep: fn(),
    DepositForm: StoryDepositForm,
    enquiry: <Button>Enquire</Button>,
  },
} satisfies Meta<typeof Checkout>;
export default meta;
type Story = StoryObj<typeof meta>;

const weekly = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="checkout-finance-weekly"]');

/**
 * After the details, the finance step by keyboard: the calculator's deposit and term (a typed
 * term beyond its limit is clamped, as on the vehicle page), the weekly figure following them.
 */
export const FinanceThisCar: Story = {
  args: { resume: undefined, initialValues: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reachForDetails(canvas);
    await typeContact(canvas);
    await expect(canvas.getByRole("button", { name: "Continue to Finance" })).toBeVisible();
    await pressEnterIn(canvas, "Mobile");
    const step = await canvas.findByRole("heading", { name: "Finance" });
    await expect(step).toHaveFocus();
    await expect(args.keep).toHaveBeenCalledWith({ step: "finance", details });
    await expect(args.send).not.toHaveBeenCalled();
    await expect(
      await canvas.findByRole("radio", { name: "No finance — I'll pay in full" }),
    ).toBeChecked();
    await userEvent.keyboard("{Tab}{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Finance this car" })).toBeChecked();
    await expect(weekly(canvasElement)).toHaveTextContent("$225 per week");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Deposit / Trade-in ($)" })).toHaveFocus();
    await userEvent.keyboard("{Control>}a{/Control}5000");
    await expect(weekly(canvasElement)).toHaveTextContent("$200 per week");
    const term = canvas.getByRole("textbox", { name: "Loan Term (years)" });
    await userEvent.clear(term);
    await userEvent.type(term, "9");
    await expect(canvas.getByRole("slider", { name: "Loan Term (years)" })).toHaveValue("7");
    await expect(weekly(canvasElement)).toHaveTextContent("$157 per week");
    await pressButton(canvas, "Continue to Deposit of $200");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        details,
        finance: { deposit: 5000, balloon: 0, term_years: 7 },
      }),
    );
    await expect(
      await canvas.findByRole("heading", { name: "Pay your deposit of $200" }),
    ).toHaveFocus();
  },
};

/** Signing in again at the finance step, after the trade-in: paying in full sends no finance. */
export const PayInFull: Story = {
  args: { offerTradeIn: true, resume: { step: "finance", valuation_id: "val-1" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Finance" })).toBeVisible();
    await expect(
      await canvas.findByRole("radio", { name: "No finance — I'll pay in full" }),
    ).toBeChecked();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await pressButton(canvas, "Continue to Deposit of $200");
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({ details, valuation_id: "val-1" }));
    await expect(args.keep).toHaveBeenCalledWith({
      step: "deposit",
      details,
      valuation_id: "val-1",
    });
  },
};

/** The finance kept from an earlier visit is there; the server's refusal is said; back a step. */
export const ResumedAndRefused: Story = {
  args: {
    offerTradeIn: true,
    resume: { step: "finance", finance: { deposit: 2000, balloon: 1000, term_years: 3 } },
    send: fn(
      async (): Promise<CheckoutSent> => ({
        status: "refused",
        message: "The reservation was not started",
        problems: [{ path: "finance.term_years", message: "Cannot be less than 1 or more than 5" }],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "Finance this car" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: "Residual ($)" })).toHaveValue("1000");
    await expect(weekly(canvasElement)).toHaveTextContent("$321 per week");
    await pressButton(canvas, "Continue to Deposit of $200");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Loan Term (years): Cannot be less than 1 or more than 5",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Back to Trade-in" }));
    await expect(await canvas.findByRole("heading", { name: "Your trade-in" })).toHaveFocus();
    await expect(await canvas.findByRole("button", { name: "Continue to Finance" })).toBeVisible();
  },
};

/** The shopper's finance journey application, offered as it is stored: attached by keyboard. */
export const AttachPreApproval: Story = {
  args: {
    preApprovals: [
      {
        id: "lead-7",
        applied_at: "2026-11-20T01:00:00.000Z",
        amount: 28_000,
        term_years: 5,
        lender: "YouX",
        status: "applied",
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Finance" })).toBeVisible();
    const attach = await canvas.findByRole("radio", {
      name: "Use my finance pre-approval application",
    });
    attach.focus();
    await userEvent.keyboard(" ");
    await expect(attach).toBeChecked();
    await expect(
      canvas.getByRole("radio", {
        name: /Applied with YouX on 20 Nov 2026 for \$28,000 over 5 years/,
      }),
    ).toBeChecked();
    await expect(canvas.getByText(/Status: applied/)).toBeVisible();
    await pressButton(canvas, "Continue to Deposit of $200");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({ details, pre_approval_id: "lead-7" }),
    );
  },
};

/** No application stored: the step offers no pre-approval at all. */
export const NoPreApproval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "Finance this car" })).toBeVisible();
    await expect(canvas.queryByRole("radio", { name: /pre-approval/ })).toBeNull();
  },
};
