import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { pressButton } from "../lead-forms/story-sends.ts";
import { fixtureSettings, quoteOf, redirecting } from "./finance-fixtures.ts";
import { FinanceSinglePageForm } from "./finance-form.tsx";
import type { SendCode, SendFinanceEnquiry } from "./finance-types.ts";
import { useFinanceForm } from "./use-finance-form.ts";

/** The single-page finance form where the phone is verified with a one-time code. */
function VerifiedFinanceForm({ sendCode, send }: { sendCode: SendCode; send: SendFinanceEnquiry }) {
  const settings = { ...fixtureSettings, pageForm: "single-page" as const };
  const state = useFinanceForm({
    steps: "single-page",
    postcode: false,
    code: true,
    car: {},
    send,
  });
  return (
    <FinanceSinglePageForm state={state} settings={settings} ask={quoteOf} sendCode={sendCode} />
  );
}

const sent: SendCode = async () => ({ sent: true, resendAfterSeconds: 30 });
const neverAnswers: SendCode = () => new Promise(() => {});
const tooMany: SendCode = async () => ({
  sent: false,
  message: "Too many verification attempts. Please try again later.",
});

const meta = {
  title: "Blocks/Content/Finance enquiry/Phone verification",
  component: VerifiedFinanceForm,
  args: { sendCode: fn(sent), send: fn(redirecting) },
} satisfies Meta<typeof VerifiedFinanceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const mobile = (canvas: Canvas) => canvas.getByRole("textbox", { name: "Mobile" });
const code = (canvas: Canvas) => canvas.getByRole("textbox", { name: "Code" });

/** Not sent: the code field waits for a code. */
export const NotSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Send Code" })).toBeEnabled();
    await expect(code(canvas)).toBeDisabled();
  },
};

/** The number must be valid before a code is sent. */
export const InvalidNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(mobile(canvas), "02 9630 8800");
    await pressButton(canvas, "Send Code");
    await waitFor(() =>
      expect(mobile(canvas)).toHaveAccessibleDescription(
        "Enter an Australian mobile number, for example 0412 345 678",
      ),
    );
    await expect(args.sendCode).not.toHaveBeenCalled();
  },
};

/** Sent: the number (in its national form) locks, the code opens and takes focus, a new code waits 30 s. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
    await userEvent.type(mobile(canvas), "0412 345 678");
    await pressButton(canvas, "Send Code");
    await expect(await canvas.findByRole("button", { name: "Resend Code" })).toBeDisabled();
    await expect(mobile(canvas)).toHaveAttribute("readonly");
    await waitFor(() => expect(code(canvas)).toHaveFocus());
    await expect(args.sendCode).toHaveBeenCalledWith(
      expect.objectContaining({ phone_number: "0412345678", first_name: "Jo" }),
    );
    await userEvent.type(code(canvas), "12345");
    await pressButton(canvas, "Pre-Approved");
    await waitFor(() => expect(code(canvas)).toHaveAccessibleDescription("Code must be 6 digits."));
  },
};

/** While the code is on its way the button says so. */
export const Sending: Story = {
  args: { sendCode: fn(neverAnswers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(mobile(canvas), "0412 345 678");
    await pressButton(canvas, "Send Code");
    await expect(await canvas.findByRole("button", { name: "Sending..." })).toBeDisabled();
  },
};

export const TooManyAttempts: Story = {
  args: { sendCode: fn(tooMany) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(mobile(canvas), "0412 345 678");
    await pressButton(canvas, "Send Code");
    const alert = canvasElement.querySelector('[data-slot="phone-verification"] [role="alert"]');
    await waitFor(() =>
      expect(alert).toHaveTextContent("Too many verification attempts. Please try again later."),
    );
    await expect(canvas.getByRole("button", { name: "Send Code" })).toBeEnabled();
    await expect(code(canvas)).toBeDisabled();
  },
};

/** A refused code stops the sending with the catalogue's words above the form. */
export const InvalidCode: Story = {
  args: {
    send: fn(async () => ({
      status: "failed" as const,
      message: "The verification code is invalid. Please try again.",
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "jo@example.com");
    await userEvent.type(mobile(canvas), "0412 345 678");
    await pressButton(canvas, "Send Code");
    await waitFor(() => expect(code(canvas)).toHaveFocus());
    await userEvent.type(code(canvas), "123456");
    await pressButton(canvas, "Pre-Approved");
    const form = canvasElement.querySelector("form");
    await waitFor(() =>
      expect(form?.firstElementChild).toHaveTextContent(
        "The verification code is invalid. Please try again.",
      ),
    );
  },
};
