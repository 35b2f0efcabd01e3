import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sent } from "../lead-forms/story-sends.ts";
import { RequestPhotosButton } from "./request-photos-button.tsx";

const meta = {
  title: "Blocks/Vehicle/Request photos form",
  component: RequestPhotosButton,
  args: {
    buttonLabel: "Request More Photos",
    title: "Request more photos",
    submitLabel: "Send Request",
    request: "Please send me more photos of this vehicle.",
    category: "General Enquiry",
    subcategory: "Photo Request",
    about: "2021 Toyota HiLux SR5",
    available: true,
    initialValues: {},
    send: fn(sent),
  },
} satisfies Meta<typeof RequestPhotosButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button opens the form in a dialog naming the car. */
export const Dialog: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole("button", { name: "Request More Photos" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      "dialog",
      {
        name: "Request more photos",
      },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveAccessibleDescription("2021 Toyota HiLux SR5");
    await expect(await within(dialog).findByRole("textbox", { name: "First Name" })).toBeVisible();
  },
};

/** A sold car: no button. */
export const Sold: Story = {
  args: { available: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};
