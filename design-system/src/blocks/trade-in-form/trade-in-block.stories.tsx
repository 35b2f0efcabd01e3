import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { sent } from "../lead-forms/story-sends.ts";
import { TradeInBlock } from "./trade-in-block.tsx";

const meta = {
  title: "Blocks/Content/Trade-in form",
  component: TradeInBlock,
  args: {
    title: "Tell us about your car",
    submitLabel: "Get My Valuation",
    steps: "single",
    category: "Trade In",
    initialValues: { name: "Jo" },
    send: fn(sent),
  },
} satisfies Meta<typeof TradeInBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The trade-in page's form under its title, with remembered details filled in. */
export const OnItsPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Tell us about your car" })).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: "First Name" })).toHaveValue("Jo");
  },
};
