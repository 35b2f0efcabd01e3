import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FinanceAnchor } from "./finance-anchor.tsx";

const meta = {
  title: "Blocks/Vehicle/Finance link",
  component: FinanceAnchor,
  args: { ...blockProps["finance-anchor"].parse({}), weekly: 193.26 },
} satisfies Meta<typeof FinanceAnchor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A car whose lender figures the site shows: its weekly figure, linked to the calculator. */
export const WeeklyFigure: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link");
    await expect(link).toHaveTextContent(/^Finance \$193\/wk$/);
    await expect(link).toHaveAttribute("href", "#finance-calculator");
  },
};

/** Without a figure to show: the link alone. */
export const LinkOnly: Story = {
  args: { weekly: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: "Finance Calculator" }),
    ).toHaveAttribute("href", "#finance-calculator");
  },
};
