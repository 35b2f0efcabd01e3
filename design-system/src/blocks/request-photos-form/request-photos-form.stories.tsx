import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  pressEnterIn,
  refusedOn,
  sent,
  submittingStory,
  typeContact,
  unexpectedErrorStory,
} from "../lead-forms/story-sends.ts";
import { RequestPhotosForm } from "./request-photos-form.tsx";

const meta = {
  title: "Blocks/Vehicle/Request photos form/Form",
  component: RequestPhotosForm,
  args: { submitLabel: "Send Request", send: fn(sent) },
} satisfies Meta<typeof RequestPhotosForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contact fields and an optional message; the request itself is not shown. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Comments" })).not.toBeRequired();
    await expect(canvas.queryByText(/more photos/)).toBeNull();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
    await pressEnterIn(canvas, "First Name");
    const email = canvas.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(
      "Enter an email address or a phone number so the dealer can reply",
    );
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = submittingStory({ fill: typeContact, sendFrom: "Mobile" });

export const ServerError: Story = {
  args: { send: fn(refusedOn("phone", "Enter a phone number: digits, spaces, +, ( ) and - only")) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeContact(canvas);
    await pressEnterIn(canvas, "Mobile");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("phone: Enter a phone number");
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Mobile" })).toHaveFocus());
  },
};

export const UnexpectedError: Story = unexpectedErrorStory({
  fill: typeContact,
  sendFrom: "Mobile",
});

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeContact(canvas);
    await userEvent.type(canvas.getByRole("textbox", { name: "Comments" }), "The interior too");
    await pressEnterIn(canvas, "Mobile");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        name: "Jo",
        email: "jo@example.com",
        phone: "0400 000 000",
        opt_in: true,
        message: "The interior too",
      }),
    );
  },
};
