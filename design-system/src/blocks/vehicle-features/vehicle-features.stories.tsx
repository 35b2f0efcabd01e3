import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { VehicleFeatures } from "./vehicle-features.tsx";

const defaults = blockProps["vehicle-features"].parse({});
const features = [
  "Adaptive Cruise Control",
  "Apple CarPlay",
  "Android Auto",
  "Reversing Camera",
  "Blind Spot Monitoring",
  "Lane Keep Assist",
  "Dual Zone Climate Control",
  "Keyless Entry",
  "Heated Front Seats",
  "Power Tailgate",
  "LED Headlights",
  "Wireless Phone Charger",
];

const meta = {
  title: "Blocks/Vehicle/Features",
  component: VehicleFeatures,
  tags: ["autodocs"],
  args: { ...defaults, features },
} satisfies Meta<typeof VehicleFeatures>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole("listitem");

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Features" })).toBeVisible();
    await expect(items(canvasElement)).toHaveLength(8);
    await expect(canvas.queryByText("Power Tailgate")).toBeNull();
    const toggle = canvas.getByRole("button", { name: "Show all" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", canvas.getByRole("list").id);
  },
};

export const ShowAllAndLess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show all" }));
    await expect(items(canvasElement)).toHaveLength(12);
    await expect(canvas.getByText("Wireless Phone Charger")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Show less" }));
    await expect(items(canvasElement)).toHaveLength(8);
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole("button", { name: "Show all" });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText("Power Tailgate")).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(canvas.queryByText("Power Tailgate")).toBeNull();
  },
};

/** The marketer shows 4 at first. */
export const FourAtFirst: Story = {
  args: { shown: 4 },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(4);
  },
};

export const FewFeatures: Story = {
  args: { features: features.slice(0, 5) },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(5);
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

/** No features listed: the block is not shown. */
export const NoFeatures: Story = {
  args: { features: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="vehicle-features"]')).toBeNull();
  },
};
