import type { MarketGauge as Gauge } from "@storefront/rules/vehicle/market/market-gauge";
import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { MarketGauge } from "./market-gauge.tsx";

const defaults = blockProps["market-gauge"].parse({});

const gauge: Gauge = {
  fill: 40,
  listing_price: 24000,
  market_range_min: 20000,
  market_range_max: 30000,
  confidence: 0.8,
  description: "Based on 31 similar vehicles sold in the last 90 days.",
};

const meta = {
  title: "Blocks/Vehicle/Market gauge",
  component: MarketGauge,
  tags: ["autodocs"],
  args: { ...defaults, gauge },
} satisfies Meta<typeof MarketGauge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Price Comparison" })).toBeVisible();
    const meter = canvas.getByRole("meter", { name: "Listing price in the market range" });
    await expect(meter).toHaveAttribute("value", "24000");
    await expect(meter).toHaveAttribute(
      "aria-valuetext",
      "$24,000, in a market range of $20,000 to $30,000",
    );
    const bar = canvasElement.querySelector('[data-slot="market-gauge-bar"]');
    await waitFor(() => expect(bar).toHaveAttribute("data-state", "filled"));
    await expect(canvas.getByText("$20,000")).toBeVisible();
    await expect(canvas.getByText("$30,000")).toBeVisible();
    await expect(canvas.getByText(gauge.description)).toBeVisible();
  },
};

export const AtTheTopOfTheRange: Story = {
  args: { gauge: { ...gauge, fill: 100, listing_price: 30000 } },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole("meter");
    await expect(meter).toHaveAttribute("value", "30000");
    const fill = canvasElement.querySelector<HTMLElement>('[data-slot="market-gauge-fill"]');
    await waitFor(() => expect(fill?.style.width).toBe("100%"));
  },
};

/** Missing, unsure or failed valuations: nothing shows, not even the heading. */
export const Hidden: Story = {
  args: { gauge: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("meter")).toBeNull();
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};
