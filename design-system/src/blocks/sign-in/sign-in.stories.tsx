import { signInMessages } from "@storefront/rules/shopper/sign-in";
import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { SendCodeResult } from "../phone-verification/phone-verification.tsx";
import { SignIn, type VerifyResult } from "./sign-in.tsx";

const defaults = blockProps["sign-in"].parse({});
const sent = async (): Promise<SendCodeResult> => ({ sent: true, resendAfterSeconds: 30 });
const signedIn = async (): Promise<VerifyResult> => ({ signedIn: true });
const failing = (message: string) => async (): Promise<VerifyResult> => ({
  signedIn: false,
  message,
});

const meta = {
  title: "Blocks/Sign in",
  component: SignIn,
  args: { ...defaults, sendCode: fn(sent), verify: fn(signedIn), backHref: "/cars/2021-kia-rio" },
} satisfies Meta<typeof SignIn>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Phone, Enter (which asks for the code), then the code and Enter: all by keyboard. */
async function signInWith(canvas: Canvas, code: string) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Mobile" }), "0412 345 678{Enter}");
  const codeField = canvas.getByRole("textbox", { name: "Verification Code" });
  await waitFor(() => expect(codeField).toHaveFocus());
  await userEvent.type(codeField, `${code}{Enter}`);
}

/** The form, its button waiting for a code, and the way back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(defaults.intro)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sign In" })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Back" })).toHaveAttribute(
      "href",
      "/cars/2021-kia-rio",
    );
  },
};

/** The right code: verified, and the form says 'verificationSubmitted'. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await signInWith(canvas, "123456");
    await waitFor(() =>
      expect(args.verify).toHaveBeenCalledWith({ phone_number: "0412345678", code: "123456" }),
    );
    await waitFor(() =>
      expect(
        canvasElement.querySelector("[data-slot=phone-verification]")?.getAttribute("data-state"),
      ).toBe("verificationSubmitted"),
    );
  },
};

/** The code field's own messages: required, then 6 digits. */
export const CodeErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await signInWith(canvas, "");
    await expect(await canvas.findByText(signInMessages.required)).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Verification Code" }), "12a{Enter}");
    await expect(await canvas.findByText("Code must be 6 digits.")).toBeVisible();
    await expect(args.verify).not.toHaveBeenCalled();
  },
};

/** A wrong code: the catalogue's message above the form. */
export const InvalidCode: Story = {
  args: { verify: fn(failing(signInMessages.invalidCode)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInWith(canvas, "000000");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The verification code is invalid. Please try again.",
    );
    await expect(canvas.getByRole("button", { name: "Sign In" })).toBeEnabled();
  },
};

/** A check that could not be made: 'An unknown error occurred during verification.' */
export const VerificationError: Story = {
  args: { verify: fn(failing(signInMessages.verificationError)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInWith(canvas, "123456");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "An unknown error occurred during verification.",
    );
  },
};
