import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { MarketIndicator } from "./market-indicator.tsx";

const defaults = blockProps["market-indicator"].parse({});

const meta = {
  title: "Blocks/Vehicle/Market indicator",
  component: MarketIndicator,
  tags: ["autodocs"],
  args: { ...defaults, underMarket: 2350 },
} satisfies Meta<typeof MarketIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Below market price")).toBeVisible();
    await expect(canvas.getByText(/\$2,350 under the average market price/)).toBeVisible();
  },
};

/** $499 under the average or less, or no valuation: nothing shows. */
export const Hidden: Story = {
  args: { underMarket: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="market-indicator"]')).toBeNull();
  },
};
