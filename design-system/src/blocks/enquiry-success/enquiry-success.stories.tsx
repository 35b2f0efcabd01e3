import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { EnquirySuccess } from "./enquiry-success.tsx";

const defaults = blockProps["enquiry-success"].parse({});

const meta = {
  title: "Blocks/Enquiry sent",
  component: EnquirySuccess,
  args: {
    ...defaults,
    searchHref: "/search",
    enquiry: {
      category: "General Enquiry",
      car: { title: "2021 Toyota HiLux SR5", href: "/cars/2021-toyota-hilux-sr5-u1" },
    },
  },
} satisfies Meta<typeof EnquirySuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The thank-you names the car and the enquiry, and leads back to search. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();
    await expect(
      canvas.getByText("Your enquiry has been sent. Our team will be in touch shortly."),
    ).toBeVisible();
    await expect(canvas.getByText("General Enquiry")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "2021 Toyota HiLux SR5" })).toHaveAttribute(
      "href",
      "/cars/2021-toyota-hilux-sr5-u1",
    );
    await expect(canvas.getByRole("link", { name: "Back to search" })).toHaveAttribute(
      "href",
      "/search",
    );
  },
};

/** Opened without an enquiry in this browser: the thank-you alone. */
export const NothingRemembered: Story = {
  args: { enquiry: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();
    await expect(canvas.queryByText("Vehicle")).toBeNull();
  },
};
