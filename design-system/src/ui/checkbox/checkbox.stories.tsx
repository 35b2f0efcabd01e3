import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Label } from "../label/label.tsx";
import { Checkbox } from "./checkbox.tsx";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="checkbox-story" {...args} />
      <Label htmlFor="checkbox-story">Subscribe to offers</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole("checkbox", { name: "Subscribe to offers" });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAttribute("data-state", "checked");
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The tick shows while checked, and only then.
    const tick = checkbox.querySelector('[data-slot="checkbox-indicator"]');
    await expect(tick).toBeVisible();
    // Clicking the label toggles it too; Space works from the keyboard.
    await userEvent.click(canvas.getByText("Subscribe to offers"));
    await expect(checkbox).not.toBeChecked();
    await expect(tick).not.toBeVisible();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { checked: "indeterminate" },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox");
    await expect(checkbox).toHaveAttribute("aria-checked", "mixed");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox")).toBeDisabled();
  },
};
