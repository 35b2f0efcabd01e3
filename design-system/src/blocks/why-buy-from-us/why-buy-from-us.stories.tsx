import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { WhyBuyFromUs } from "./why-buy-from-us.tsx";

const defaults = blockProps["why-buy-from-us"].parse({});

const meta = {
  title: "Blocks/Content/Why buy from us",
  component: WhyBuyFromUs,
  tags: ["autodocs"],
  args: defaults,
} satisfies Meta<typeof WhyBuyFromUs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByRole("heading", { name: "Warranty" })).toBeVisible();
  },
};

export const FourReasons: Story = {
  args: {
    items: [
      ...defaults.items,
      { title: "Fixed-price servicing", text: "Know what every service costs before you book." },
    ],
  },
};
