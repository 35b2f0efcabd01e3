import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { sent } from "../lead-forms/story-sends.ts";
import { FinanceCalculator } from "./finance-calculator.tsx";

const defaults = blockProps["finance-calculator"].parse({});
const shortDisclaimer =
  "Repayments are indicative only and are not a binding quote. Finance is available to approved applicants only. Terms, conditions, fees and charges apply.";
const longDisclaimer = `${shortDisclaimer} The comparison rate is based on a secured loan of $30,000 over 5 years. WARNING: this comparison rate is true only for the examples given and may not include all fees and charges.`;

const meta = {
  title: "Blocks/Vehicle/Finance calculator",
  component: FinanceCalculator,
  tags: ["autodocs"],
  args: {
    ...defaults,
    // $30,000 over 5 years at the default 10%: $146.73 a week.
    start: { amount: 30000, deposit: 0, residual: 0, termYears: 5, ratePercent: 10 },
    limits: {
      amount: { min: 1000, max: 250000, step: 1 },
      amountSlider: { min: 1000, max: 100000, step: 500 },
      term: { min: 1, max: 7, step: 0.5 },
      interest: { min: 0.5, max: 15, step: 0.5 },
    },
    fees: 0,
    roundUpFees: false,
    lender: {
      name: "YouX",
      interestRate: 7.39,
      comparisonRate: 8.22,
      paymentWeek: 193.26,
      paymentMonth: 839.1,
    },
    quote: undefined,
    comparisonRateRanges: [],
    feeList: [],
    disclaimer: shortDisclaimer,
    disclaimerToggle: true,
    callToAction: {
      kind: "get-finance-now",
      about: "2021 Toyota HiLux SR5",
      initialValues: {},
      send: fn(sent),
    },
    onFirstUse: fn(),
  },
} satisfies Meta<typeof FinanceCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = (canvasElement: HTMLElement, slot: string) =>
  canvasElement.querySelector(`[data-slot="${slot}"]`) as HTMLElement;

/** A car whose lender figures the site shows: its rate with the comparison rate, and the repayments. */
export const Eligible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Finance Calculator" }),
    ).toBeVisible();
    await expect(part(canvasElement, "finance-calculator-lender")).toHaveTextContent(
      "YouX rate7.39% p.a. (comparison rate 8.22% p.a.)· estimate $193/wk",
    );
    await expect(part(canvasElement, "finance-calculator-payment")).toHaveTextContent("$147/wk");
    await expect(part(canvasElement, "finance-calculator-total")).toHaveTextContent("$38,151");
    await expect(canvas.getByRole("radio", { name: "Weekly" })).toBeChecked();
  },
};

/** Figures the site may not show (another provider, Suzuki, a sold car): the calculator alone. */
export const NotEligible: Story = {
  args: { lender: undefined },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, "finance-calculator-lender")).toBeNull();
    await expect(part(canvasElement, "finance-calculator-payment")).toHaveTextContent("$147/wk");
  },
};

/** Every change recomputes the repayment and total; the first fires event 26 once. */
export const Changing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByRole("textbox", { name: "Loan Term (years)" });
    await userEvent.clear(term);
    await userEvent.type(term, "4");
    await expect(canvas.getByRole("slider", { name: "Loan Term (years)" })).toHaveValue("4");
    // $30,000 over 4 years at 10%: $175.13 a week.
    await expect(part(canvasElement, "finance-calculator-payment")).toHaveTextContent("$175/wk");
    const price = canvas.getByRole("slider", { name: "Purchase Price ($)" });
    fireEvent.change(price, { target: { value: "40000" } });
    await expect(canvas.getByRole("textbox", { name: "Purchase Price ($)" })).toHaveValue("40000");
    await expect(part(canvasElement, "finance-calculator-payment")).toHaveTextContent("$234/wk");
    fireEvent.change(price, { target: { value: "30000" } });
    // (The frequency's arrow keys are walked in the vehicle page's journey, in a real browser.)
    await userEvent.click(canvas.getByRole("radio", { name: "Fortnightly" }));
    await expect(canvas.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
    await expect(part(canvasElement, "finance-calculator-payment")).toHaveTextContent("/fn");
    await userEvent.click(canvas.getByRole("radio", { name: "Monthly" }));
    await expect(part(canvasElement, "finance-calculator-payment")).toHaveTextContent("$761/mo");
    await expect(part(canvasElement, "finance-calculator-total")).toHaveTextContent("$36,522");
    await expect(args.onFirstUse).toHaveBeenCalledTimes(1);
  },
};

/** Typed text is stripped to a number; the price at a limit shows the help text; others are clamped. */
export const TypedValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole("textbox", { name: "Purchase Price ($)" });
    await userEvent.clear(price);
    await userEvent.type(price, "$1,000");
    await expect(price).toHaveValue("1000");
    await expect(canvas.getByText("Cannot be less than 1000 or more than 250000")).toBeVisible();
    await expect(price).toHaveAccessibleDescription("Cannot be less than 1000 or more than 250000");
    const term = canvas.getByRole("textbox", { name: "Loan Term (years)" });
    await userEvent.clear(term);
    await userEvent.type(term, "9");
    await userEvent.tab();
    await expect(term).toHaveValue("7");
  },
};

/** A repayment of 25 or less: 'Enquire for Finance' and a blank total. */
export const EnquireForFinance: Story = {
  args: { start: { amount: 1000, deposit: 1000, residual: 0, termYears: 5, ratePercent: 10 } },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, "finance-calculator-payment")).toHaveTextContent(
      /^Enquire for Finance$/,
    );
    await expect(part(canvasElement, "finance-calculator-total")).toHaveTextContent(/^$/);
  },
};

/** A disclaimer over 197 characters: cut, with 'Show More' / 'Show Less'. */
export const DisclaimerToggle: Story = {
  args: { disclaimer: longDisclaimer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = part(canvasElement, "finance-calculator-disclaimer").querySelector("p");
    await expect(text?.textContent).toBe(`${longDisclaimer.slice(0, 197).trimEnd()}...`);
    await userEvent.click(canvas.getByRole("button", { name: "Show More" }));
    await expect(text?.textContent).toBe(longDisclaimer);
    await userEvent.click(canvas.getByRole("button", { name: "Show Less" }));
    await expect(canvas.getByRole("button", { name: "Show More" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  },
};

/** The site that hides the toggle shows the whole disclaimer. */
export const DisclaimerWithoutToggle: Story = {
  args: { disclaimer: longDisclaimer, disclaimerToggle: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Show More" })).toBeNull();
    await expect(part(canvasElement, "finance-calculator-disclaimer")).toHaveTextContent(
      longDisclaimer,
    );
  },
};

/** The fee list variant, and a comparison rate range. */
export const FeeList: Story = {
  args: {
    feeList: [
      { label: "Establishment fee", amount: 395 },
      { label: "Security registration", amount: 6 },
      { label: "Monthly account admin", amount: 8 },
      { label: "Dealer agency", amount: 912.25 },
    ],
    comparisonRateRanges: [{ min: 8.38, max: 19.42 }],
  },
  play: async ({ canvasElement }) => {
    const fees = part(canvasElement, "finance-calculator-fees");
    await expect(fees).toHaveTextContent(
      "Establishment fee$395.00Security registration$6.00Monthly account admin$8.00Dealer agency$912.25",
    );
    await expect(
      within(canvasElement).getByText("Comparison rates from 8.38% to 19.42% p.a."),
    ).toBeVisible();
  },
};

/** A partner's quote: its weekly repayment with the advertised and comparison rates. */
export const WithQuote: Story = {
  args: { quote: { weeklyRepaymentAmount: 152.4, advertisedRate: 6.29, comparisonRate: 8.19 } },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, "finance-calculator-quote")).toHaveTextContent(
      "Quick quote $152/wk at6.29% p.a. (comparison rate 8.19% p.a.)",
    );
  },
};

/** 'Get Finance Now' opens the 'Finance Enquiry' dialog; the enquiry carries the calculator's figures. */
export const GetFinanceNow: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Get Finance Now" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      "dialog",
      { name: "Finance Enquiry" },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveAccessibleDescription("2021 Toyota HiLux SR5");
    const form = within(dialog);
    await userEvent.type(await form.findByRole("textbox", { name: "First Name" }), "Jo");
    await userEvent.type(form.getByRole("textbox", { name: "Email" }), "jo@example.com");
    await userEvent.click(form.getByRole("button", { name: "Send Enquiry" }));
    const { callToAction } = args;
    if (callToAction.kind !== "get-finance-now") throw new Error("story needs the enquiry");
    await waitFor(() =>
      expect(callToAction.send).toHaveBeenCalledWith(
        expect.objectContaining({ name: "Jo", email: "jo@example.com" }),
        expect.objectContaining({
          values: expect.objectContaining({ amount: 30000, termYears: 5 }),
        }),
      ),
    );
  },
};

/** 'Enquire Now' links to the vehicle's enquiry. */
export const EnquireNow: Story = {
  args: { callToAction: { kind: "enquire-now", href: "/cars/2021-toyota-hilux-sr5#enquire" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Enquire Now" })).toHaveAttribute(
      "href",
      "/cars/2021-toyota-hilux-sr5#enquire",
    );
    await expect(canvas.queryByRole("button", { name: "Get Finance Now" })).toBeNull();
  },
};
