import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { DealerComments } from "./dealer-comments.tsx";

const defaults = blockProps["dealer-comments"].parse({});

const long =
  "One owner from new with full Toyota service history and both keys. This SR5 has the tow pack, " +
  "a genuine tub liner and a canvas tonneau, and it has just been through our 150-point " +
  "inspection. New tyres all round and a fresh service before delivery. Finance is available " +
  "and trade-ins are welcome: ask us for a valuation while you test drive. The last part of " +
  "these comments only shows after 'Read more', and it ends with the warranty note: three " +
  "years of mechanical protection included.";

const meta = {
  title: "Blocks/Vehicle/Dealer comments",
  component: DealerComments,
  tags: ["autodocs"],
  args: { ...defaults, comments: long },
} satisfies Meta<typeof DealerComments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Dealer Comments" })).toBeVisible();
    await expect(canvas.queryByText(/mechanical protection included/)).toBeNull();
    const more = canvas.getByRole("button", { name: "Read more" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
  },
};

export const ReadMoreAndLess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Read more" }));
    await expect(canvas.getByText(/mechanical protection included\.$/)).toBeVisible();
    const less = canvas.getByRole("button", { name: "Read less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(less);
    await expect(canvas.queryByText(/mechanical protection included/)).toBeNull();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole("button", { name: "Read more" });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute("aria-controls", canvasElement.querySelector("p")?.id);
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/mechanical protection included\.$/)).toBeVisible();
  },
};

export const Short: Story = {
  args: { comments: "Low km, one owner." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Low km, one owner.")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Pending: Story = {
  args: { comments: "" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Dealer comments are pending. Please check back here later."),
    ).toBeVisible();
  },
};
