import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  pressButton,
  pressEnterIn,
  refusedOn,
  sent,
  submittingStory,
  typeContact,
  unexpected,
  unexpectedErrorStory,
} from "../lead-forms/story-sends.ts";
import { TestDriveForm } from "./test-drive-form.tsx";

const meta = {
  title: "Blocks/Vehicle/Test drive form/Form",
  component: TestDriveForm,
  args: { askDateTime: true, steps: "single", submitLabel: "Book Test Drive", send: fn(sent) },
} satisfies Meta<typeof TestDriveForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contact fields, then an optional date, time and message. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "First Name" })).toBeRequired();
    await expect(canvas.getByLabelText("Preferred date")).not.toBeRequired();
    await expect(canvas.getByLabelText("Preferred time")).not.toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "Comments" })).not.toBeRequired();
  },
};

/** Sent empty: the name and a way to reply are asked for, the first field focused. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pressEnterIn(canvas, "Last Name");
    const name = canvas.getByRole("textbox", { name: "First Name" });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription("This is a required field.");
    await expect(canvas.getByRole("textbox", { name: "Comments" })).not.toBeInvalid();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = submittingStory({ fill: typeContact, sendFrom: "Mobile" });

export const ServerError: Story = {
  args: { send: fn(refusedOn("preferred_date", "Enter the date as YYYY-MM-DD")) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeContact(canvas);
    await pressEnterIn(canvas, "Mobile");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "preferred_date: Enter the date as YYYY-MM-DD",
    );
    const date = canvas.getByLabelText("Preferred date");
    await waitFor(() => expect(date).toHaveFocus());
    await expect(date).toHaveAccessibleDescription("Enter the date as YYYY-MM-DD");
  },
};

export const UnexpectedError: Story = unexpectedErrorStory({
  fill: typeContact,
  sendFrom: "Mobile",
});

/** The booking is sent with its optional date, time and message. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeContact(canvas);
    await userEvent.type(canvas.getByLabelText("Preferred date"), "2026-12-01");
    await userEvent.type(canvas.getByLabelText("Preferred time"), "10:30");
    await userEvent.type(canvas.getByRole("textbox", { name: "Comments" }), "Morning please");
    await pressEnterIn(canvas, "Mobile");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        name: "Jo",
        email: "jo@example.com",
        phone: "0400 000 000",
        opt_in: true,
        preferred_date: "2026-12-01",
        preferred_time: "10:30",
        message: "Morning please",
      }),
    );
  },
};

/** Two steps: Next checks only the contact fields, then the booking step sends. */
export const MultiStep: Story = {
  args: { steps: "multi" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Step 1 of 2: Your details")).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "Comments" })).toBeNull();
    await pressEnterIn(canvas, "Last Name");
    const name = canvas.getByRole("textbox", { name: "First Name" });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toBeInvalid();
    await typeContact(canvas);
    await pressEnterIn(canvas, "Mobile");
    await expect(await canvas.findByText("Step 2 of 2: Your test drive")).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText("Preferred date")).toHaveFocus());
    await expect(args.send).not.toHaveBeenCalled();
    await pressButton(canvas, "Book Test Drive");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith(expect.objectContaining({ name: "Jo" })),
    );
  },
};

/** The last step shows the server's message when the lead is refused. */
export const MultiStepError: Story = {
  args: { steps: "multi", send: fn(unexpected) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeContact(canvas);
    await pressEnterIn(canvas, "Mobile");
    await canvas.findByText("Step 2 of 2: Your test drive");
    await pressButton(canvas, "Book Test Drive");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("An unexpected error occured");
    await expect(canvas.getByText("Step 2 of 2: Your test drive")).toBeVisible();
  },
};
