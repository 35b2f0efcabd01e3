import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { sent } from "../lead-forms/story-sends.ts";
import { TestDriveBlock } from "./test-drive-block.tsx";

const meta = {
  title: "Blocks/Vehicle/Test drive form",
  component: TestDriveBlock,
  args: {
    presentation: "dialog",
    buttonLabel: "Book a Test Drive",
    title: "Book a Test Drive",
    submitLabel: "Book Test Drive",
    steps: "single",
    askDateTime: true,
    category: "Test Drive",
    about: "2021 Toyota HiLux SR5",
    bookable: true,
    testDriveOnly: false,
    initialValues: {},
    send: fn(sent),
  },
} satisfies Meta<typeof TestDriveBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The vehicle page's button opens the form in a dialog naming the car; Escape closes it. */
export const Dialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Book a Test Drive" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole(
      "dialog",
      { name: "Book a Test Drive" },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveAccessibleDescription("2021 Toyota HiLux SR5");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A 'Test Drive Only' car: booking is the main action. */
export const TestDriveOnly: Story = {
  args: { testDriveOnly: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Book a Test Drive" });
    await expect(button).toHaveAttribute("data-variant", "primary");
  },
};

/** A sold car cannot be booked: no button. */
export const Sold: Story = {
  args: { bookable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

/** On /book-test-drive the form is on the page. */
export const OnItsPage: Story = {
  args: { presentation: "page", title: "Your details", about: "" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: "Your details" })).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: "First Name" })).toBeVisible();
  },
};
