import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Label } from "../label/label.tsx";
import { Switch } from "./switch.tsx";

const meta = {
  title: "Primitives/Switch",
  component: Switch,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Switch id="switch-story" {...args} />
      <Label htmlFor="switch-story">Certified cars only</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Certified cars only" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute("data-state", "checked");
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch")).toBeDisabled();
  },
};
