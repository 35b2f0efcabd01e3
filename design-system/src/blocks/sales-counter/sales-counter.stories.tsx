import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SalesCounter } from "./sales-counter.tsx";

const defaults = blockProps["sales-counter"].parse({});

const meta = {
  title: "Blocks/Content/Sales counter",
  component: SalesCounter,
  tags: ["autodocs"],
  args: defaults,
} satisfies Meta<typeof SalesCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MidMonth: Story = {
  // 26 November, 09:30 in Brisbane: 25 days of 192 and 76 spans of 450 seconds.
  args: { clock: () => new Date("2026-11-25T23:30:00Z") },
  play: async ({ canvasElement }) => {
    const counter = within(canvasElement).getByRole("region", { name: "Sales this Month" });
    await expect(within(counter).getByText("4,876")).toBeVisible();
  },
};

export const MonthJustBegun: Story = {
  args: { title: "Cars sold this month", clock: () => new Date("2026-11-30T14:00:00Z") },
  play: async ({ canvasElement }) => {
    const counter = within(canvasElement).getByRole("region", { name: "Cars sold this month" });
    await expect(within(counter).getByText("0")).toBeVisible();
  },
};
