import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { CheckoutSent } from "../checkout/checkout-steps.ts";
import { pressButton } from "../lead-forms/story-sends.ts";
import { CheckoutFinanceBlock } from "./checkout-step-blocks.tsx";
import { reachedFromStepBefore, reachStep } from "./step-stories.tsx";

/** Where the step starts for a $45,990 car at the site's 10%: no deposit, no balloon, 5 years. */
const start = {
  deposit: 0,
  balloon: 0,
  term_years: 5,
  amount: 45_990,
  rate_percent: 10,
  fees: 0,
  round_up_fees: false,
  term: { min: 1, max: 7, step: 0.5 },
};
const preApproval = {
  id: "lead-7",
  applied_at: "2026-11-20T01:00:00.000Z",
  amount: 28_000,
  term_years: 5,
  lender: "YouX",
  status: "applied" as const,
};

const meta = {
  title: "Blocks/Vehicle/Checkout/Finance",
  component: CheckoutFinanceBlock,
  args: {
    heading: "Finance",
    intro:
      "Financing this car? Set a deposit, balloon and term and we send your finance structure with your reservation.",
    offerPreApproval: true,
    start,
    preApprovals: [],
    submitLabel: "Continue to Deposit of $200",
    back: { label: "Back to Trade-in", go: fn() },
    send: fn(async (): Promise<CheckoutSent> => ({ status: "sent" })),
  },
} satisfies Meta<typeof CheckoutFinanceBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const weekly = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="checkout-finance-weekly"]');

/**
 * Reached from the step before, by keyboard: the calculator's deposit and term (a typed term
 * beyond its limit is clamped, as on the vehicle page), the weekly figure following them.
 */
export const FinanceThisCar: Story = {
  ...reachedFromStepBefore(CheckoutFinanceBlock),
  play: async ({ canvasElement, args }) => {
    const canvas = await reachStep(canvasElement, "Finance");
    await expect(
      await canvas.findByRole("radio", { name: "No finance — I'll pay in full" }),
    ).toBeChecked();
    // Radix selects the radio an arrow key moves to while the key is down.
    await userEvent.keyboard("{Tab}{ArrowDown>}");
    await waitFor(() =>
      expect(canvas.getByRole("radio", { name: "Finance this car" })).toBeChecked(),
    );
    await userEvent.keyboard("{/ArrowDown}");
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
        finance: { deposit: 5000, balloon: 0, term_years: 7 },
      }),
    );
  },
};

/** Paying in full sends no finance. */
export const PayInFull: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("radio", { name: "No finance — I'll pay in full" }),
    ).toBeChecked();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await pressButton(canvas, "Continue to Deposit of $200");
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({}));
  },
};

/** The finance kept from an earlier visit is there; the server's refusal is said; back a step. */
export const ResumedAndRefused: Story = {
  args: {
    initial: { finance: { deposit: 2000, balloon: 1000, term_years: 3 } },
    send: fn(
      async (): Promise<CheckoutSent> => ({
        status: "refused",
        message: "The reservation was not started",
        problems: [{ path: "finance.term_years", message: "Cannot be less than 1 or more than 5" }],
      }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "Finance this car" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: "Residual ($)" })).toHaveValue("1000");
    await expect(weekly(canvasElement)).toHaveTextContent("$321 per week");
    await pressButton(canvas, "Continue to Deposit of $200");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Loan Term (years): Cannot be less than 1 or more than 5",
    );
    await pressButton(canvas, "Back to Trade-in");
    await expect(args.back?.go).toHaveBeenCalled();
  },
};

/** The shopper's finance journey application, offered as it is stored: attached by keyboard. */
export const AttachPreApproval: Story = {
  args: { preApprovals: [preApproval] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
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
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({ pre_approval_id: "lead-7" }));
  },
};

/** No application stored, or the block set not to offer it: no pre-approval at all. */
export const NoPreApproval: Story = {
  args: { preApprovals: [preApproval], offerPreApproval: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "Finance this car" })).toBeVisible();
    await expect(canvas.queryByRole("radio", { name: /pre-approval/ })).toBeNull();
  },
};
