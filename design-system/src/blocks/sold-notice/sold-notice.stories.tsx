import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SoldNotice } from "./sold-notice.tsx";

const meta = {
  title: "Blocks/Vehicle/Sold notice",
  component: SoldNotice,
  tags: ["autodocs"],
  args: { sold: true, itemType: "car", similarHref: "/search/toyota/hilux" },
} satisfies Meta<typeof SoldNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Unfortunately this car recently sold." }),
    ).toBeVisible();
    await expect(
      canvas.getByText("But don't worry, we can help you find a similar car!"),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Find Me Something Similar" })).toHaveAttribute(
      "href",
      "/search/toyota/hilux",
    );
  },
};

export const SoldCaravan: Story = {
  args: { itemType: "caravan", similarHref: "/search/jayco/starcraft" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Unfortunately this caravan recently sold.")).toBeVisible();
    await expect(
      canvas.getByText("But don't worry, we can help you find a similar caravan!"),
    ).toBeVisible();
  },
};

export const Available: Story = {
  args: { sold: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="sold-notice"]')).toBeNull();
  },
};
