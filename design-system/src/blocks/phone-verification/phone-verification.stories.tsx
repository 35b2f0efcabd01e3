import { zodResolver } from "@hookform/resolvers/zod";
import { signInMessages } from "@storefront/rules/shopper/sign-in";
import { phoneVerificationForm } from "@storefront/schemas/shopper/sign-in";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  PhoneVerification,
  type PhoneVerificationValues,
  type SendCode,
  type SendCodeResult,
} from "./phone-verification.tsx";

/** The phone and code fields in a form of their own, as a sign-in or finance form holds them. */
function VerificationForm({ sendCode }: { sendCode: SendCode }) {
  const form = useForm<PhoneVerificationValues>({
    resolver: zodResolver(phoneVerificationForm),
    defaultValues: { phone_number: "", code: "" },
  });
  return (
    <form noValidate className="max-w-md">
      <PhoneVerification form={form} sendCode={sendCode} />
    </form>
  );
}

const sentIn = (seconds: number) => async (): Promise<SendCodeResult> => ({
  sent: true,
  resendAfterSeconds: seconds,
});
const refused = (message: string) => async (): Promise<SendCodeResult> => ({
  sent: false,
  message,
});

const meta = {
  title: "Blocks/Phone verification",
  component: VerificationForm,
  args: { sendCode: fn(sentIn(30)) },
} satisfies Meta<typeof VerificationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const phone = (canvas: Canvas) => canvas.getByRole("textbox", { name: "Mobile" });
const code = (canvas: Canvas) => canvas.getByRole("textbox", { name: "Verification Code" });
const state = (canvasElement: HTMLElement) =>
  canvasElement.querySelector("[data-slot=phone-verification]")?.getAttribute("data-state");

/** Typed and sent by keyboard: Tab to the button, Enter. */
async function sendFor(canvas: Canvas, number = "0412 345 678") {
  await userEvent.type(phone(canvas), number);
  await userEvent.tab();
  await expect(canvas.getByRole("button", { name: "Send Code" })).toHaveFocus();
  await userEvent.keyboard("{Enter}");
}

/** Not sent: the phone can be typed, the code field waits. */
export const NotSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(phone(canvas)).not.toHaveAttribute("readonly");
    await expect(code(canvas)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Send Code" })).toBeEnabled();
    await expect(state(canvasElement)).toBe("notSent");
  },
};

/** A phone that is not an Australian mobile, or none, is named before any code is asked for. */
export const InvalidPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Code" }));
    await expect(await canvas.findByText(signInMessages.required)).toBeVisible();
    await userEvent.type(phone(canvas), "1234");
    await userEvent.click(canvas.getByRole("button", { name: "Send Code" }));
    await expect(
      await canvas.findByText("Enter an Australian mobile number, for example 0412 345 678"),
    ).toBeVisible();
    await expect(phone(canvas)).toHaveAttribute("aria-invalid", "true");
    await expect(args.sendCode).not.toHaveBeenCalled();
  },
};

/** 'Sending...' while the request is on its way, the phone already locked. */
export const Sending: Story = {
  args: { sendCode: fn(() => new Promise<SendCodeResult>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await sendFor(canvas);
    await expect(await canvas.findByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(phone(canvas)).toHaveAttribute("readonly");
    await expect(args.sendCode).toHaveBeenCalledWith("0412345678");
  },
};

/** Sent ('verificationSent'): the phone is locked, the code field is open and focused, 'Resend Code' waits. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendFor(canvas, "+61 412 345 678");
    await expect(await canvas.findByRole("button", { name: "Resend Code" })).toBeDisabled();
    await expect(phone(canvas)).toHaveAttribute("readonly");
    await waitFor(() => expect(code(canvas)).toHaveFocus());
    await expect(canvas.getByRole("status")).toHaveTextContent("Code sent to 04 1234 5678.");
    await expect(state(canvasElement)).toBe("verificationSent");
  },
};

/** 'Resend Code' opens once the server's wait is over, and sends another code. */
export const ResendAfterWait: Story = {
  args: { sendCode: fn(sentIn(1)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await sendFor(canvas);
    const resend = await canvas.findByRole("button", { name: "Resend Code" });
    await expect(resend).toBeDisabled();
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(resend);
    await waitFor(() => expect(args.sendCode).toHaveBeenCalledTimes(2));
  },
};

/** Too many requests: the catalogue's message, and the phone stays editable. */
export const TooManyAttempts: Story = {
  args: { sendCode: fn(refused(signInMessages.tooManyAttempts)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendFor(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Too many verification attempts. Please try again later.",
    );
    await expect(phone(canvas)).not.toHaveAttribute("readonly");
    await expect(canvas.getByRole("button", { name: "Send Code" })).toBeEnabled();
  },
};

/** A code that could not be sent: 'An unknown error occurred.' */
export const SendFailed: Story = {
  args: { sendCode: fn(refused(signInMessages.sendFailed)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendFor(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("An unknown error occurred.");
    await expect(code(canvas)).toBeDisabled();
  },
};
