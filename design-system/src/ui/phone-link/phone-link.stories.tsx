import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PhoneLink } from "./phone-link.tsx";

const meta = {
  title: "Primitives/Phone link",
  component: PhoneLink,
  args: { phone: "+61733334444" },
} satisfies Meta<typeof PhoneLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Call 07 3333 4444" });
    await expect(link).toHaveAttribute("href", "tel:0733334444");
  },
};

export const NamingTheDealership: Story = {
  args: { phone: "0733334444", spokenBefore: "Call Southern Cross Kia on " },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: "Call Southern Cross Kia on 07 3333 4444" }),
    ).toBeVisible();
  },
};
