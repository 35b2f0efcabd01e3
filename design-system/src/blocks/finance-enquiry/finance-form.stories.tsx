import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { pressButton } from "../lead-forms/story-sends.ts";
import {
  failsWith,
  fixtureSettings,
  quoteFails,
  quoteOf,
  redirecting,
} from "./finance-fixtures.ts";
import { FinanceSinglePageForm, FinanceStepsForm } from "./finance-form.tsx";
import type { AskQuote, FinancePageSettings, SendFinanceEnquiry } from "./finance-types.ts";
import { useFinanceForm } from "./use-finance-form.ts";

/** The finance form as the block holds it: its state, the quote and the sending. */
function FinanceFormPreview({
  settings,
  ask,
  send,
}: {
  settings: FinancePageSettings;
  ask: AskQuote;
  send: SendFinanceEnquiry;
}) {
  const state = useFinanceForm({
    steps: settings.pageForm,
    postcode: settings.postcode,
    code: false,
    car: {},
    send,
  });
  const Form = settings.pageForm === "popup" ? FinanceStepsForm : FinanceSinglePageForm;
  return <Form state={state} settings={settings} ask={ask} />;
}

const meta = {
  title: "Blocks/Content/Finance enquiry/Form",
  component: FinanceFormPreview,
  args: {
    settings: { ...fixtureSettings, pageForm: "single-page" },
    ask: fn(quoteOf),
    send: fn(redirecting),
  },
} satisfies Meta<typeof FinanceFormPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The quote follows the last change by 500 ms: give it room on a busy machine. */
const quoteWait = { timeout: 5_000 };
const price = (canvas: Canvas) => canvas.getByRole("textbox", { name: "Purchase Price" });

async function fillDetails(canvas: Canvas) {
  await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "jo@example.com");
  await userEvent.type(canvas.getByRole("textbox", { name: "Mobile" }), "0412 345 678");
}

/** Defaults: $30,000 over 5 years, great credit; the quote for them shows. */
export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(price(canvas)).toHaveValue("$30,000");
    await expect(canvas.getByRole("slider", { name: "Loan Term" })).toHaveAttribute(
      "aria-valuenow",
      "5",
    );
    await expect(canvas.getByRole("radio", { name: "Great" })).toBeChecked();
    await expect(await canvas.findByText("$138.46", {}, quoteWait)).toBeVisible();
    // Monthly is weekly times 4.33.
    await expect(canvas.getByText("$599.53")).toBeVisible();
    await expect(args.ask).toHaveBeenCalledWith({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 30_000,
      loanTerm: 5,
    });
  },
};

/** While focused only the digits typed show; leaving the field clamps to $10,000 to $200,000. */
export const PurchasePriceEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = price(canvas);
    await userEvent.click(field);
    await expect(field).toHaveValue("30000");
    await userEvent.clear(field);
    await userEvent.type(field, "$4,5a00");
    await expect(field).toHaveValue("4500");
    await userEvent.tab();
    await expect(field).toHaveValue("$10,000");
    await userEvent.click(field);
    await userEvent.clear(field);
    await userEvent.type(field, "250000");
    await userEvent.tab();
    await expect(field).toHaveValue("$200,000");
  },
};

/** The quote is asked 500 ms after the last change, with the new loan. */
export const QuoteFollowsChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("$138.46", {}, quoteWait);
    const term = canvas.getByRole("slider", { name: "Loan Term" });
    term.focus();
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.click(canvas.getByRole("radio", { name: "Poor" }));
    await userEvent.click(canvas.getByRole("button", { name: "$50,000" }));
    await expect(canvas.getByRole("button", { name: "$50,000" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(
      () =>
        expect(args.ask).toHaveBeenLastCalledWith({
          selfAssessedCreditScore: "POOR",
          purchasePrice: 50_000,
          loanTerm: 6,
        }),
      quoteWait,
    );
    // One request for the settled loan, none for the steps in between.
    await expect(args.ask).toHaveBeenCalledTimes(2);
    await expect(await canvas.findByText("$192.31", {}, quoteWait)).toBeVisible();
  },
};

/** A failed quote is cleared and only logged. */
export const QuoteFailure: Story = {
  args: { ask: fn(quoteFails) },
  play: async ({ canvasElement, args }) => {
    const logged = spyOn(console, "error").mockImplementation(() => {});
    await waitFor(() => expect(args.ask).toHaveBeenCalled(), quoteWait);
    await waitFor(
      () =>
        expect(logged).toHaveBeenCalledWith("Failed to get YouX quick quote.", expect.any(Error)),
      quoteWait,
    );
    const quote = canvasElement.querySelector('[data-slot="finance-quote"]');
    await expect(quote).toHaveAttribute("data-state", "idle");
    await expect(within(canvasElement).queryByRole("alert", { name: /quote/ })).toBeNull();
    logged.mockRestore();
  },
};

export const PremiumQuickPrices: Story = {
  args: { settings: { ...fixtureSettings, pageForm: "single-page", quickPriceOptions: "premium" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "$300,000" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "$800,000" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "$5,000" })).toBeNull();
  },
};

/** Sending with gaps lists every problem above the form and focuses the first. */
export const ErrorList: Story = {
  args: { settings: { ...fixtureSettings, pageForm: "single-page", postcode: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Postcode" }), "40");
    await pressButton(canvas, "Pre-Approved");
    await expect(await canvas.findByText("Please fix the following errors:")).toBeVisible();
    const list = canvasElement.querySelector('[data-slot="finance-error-list"]');
    await expect(list).toHaveTextContent("First Name: This is a required field.");
    await expect(list).toHaveTextContent("Mobile: This is a required field.");
    await expect(list).toHaveTextContent(
      "Postcode: Invalid postcode. Please enter a 4-digit number.",
    );
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "First Name" })).toHaveFocus());
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** The mobile is sent in its national form. */
export const Sends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvas);
    await pressButton(canvas, "Pre-Approved");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith(
        expect.objectContaining({ name: "Jo", phone: "0412345678", amount: 30_000, term: 5 }),
      ),
    );
    await expect(await canvas.findByRole("button", { name: "Redirecting…" })).toBeDisabled();
  },
};

/** A failure is said above the form and the shopper can send again. */
export const LeadFailure: Story = {
  args: { send: fn(failsWith("Lead submission failed.")) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvas);
    await pressButton(canvas, "Pre-Approved");
    const alert = await canvas.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("Lead submission failed."));
    const form = canvasElement.querySelector("form");
    await expect(form?.firstElementChild).toBe(alert);
    await expect(canvas.getByRole("button", { name: "Pre-Approved" })).toBeEnabled();
  },
};

export const CustomerFailure: Story = {
  args: { send: fn(failsWith("Failed to create customer or no redirect URL received.")) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvas);
    await pressButton(canvas, "Pre-Approved");
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent(
        "Failed to create customer or no redirect URL received.",
      ),
    );
  },
};

/** The popup's steps: Next checks each step's fields; an earlier tab opens at any time. */
export const Steps: Story = {
  args: { settings: fixtureSettings },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selected = () => canvas.getByRole("tab", { selected: true });
    await expect(selected()).toHaveTextContent("Quick Estimate");
    await pressButton(canvas, "Next");
    await waitFor(() => expect(selected()).toHaveTextContent("Your Details"));
    await pressButton(canvas, "Next");
    await expect(await canvas.findByText("Please fix the following errors:")).toBeVisible();
    await expect(selected()).toHaveTextContent("Your Details");
    await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "jo@example.com");
    await pressButton(canvas, "Next");
    await waitFor(() => expect(selected()).toHaveTextContent("Instant pre-approval"));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Mobile" })).toHaveFocus());
    await userEvent.click(canvas.getByRole("tab", { name: "Quick Estimate" }));
    await expect(selected()).toHaveTextContent("Quick Estimate");
    await expect(canvas.getByRole("tab", { name: "Apply to lender" })).toBeDisabled();
    await expect(args.send).not.toHaveBeenCalled();
  },
};
