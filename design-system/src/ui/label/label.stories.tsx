import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Input } from "../input/input.tsx";
import { Label } from "./label.tsx";

const meta = {
  title: "Primitives/Label",
  component: Label,
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor="label-story-postcode">Postcode</Label>
      <Input id="label-story-postcode" inputMode="numeric" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Postcode" })).toBeVisible();
  },
};

export const Wrapping: Story = {
  render: () => (
    <Label>
      <input type="checkbox" className="size-4" />
      Subscribe to offers
    </Label>
  ),
};
