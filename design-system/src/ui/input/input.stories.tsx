import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Input } from "./input.tsx";

const meta = {
  title: "Primitives/Input",
  component: Input,
  args: { "aria-label": "Postcode", placeholder: "e.g. 4000" },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Postcode" });
    await userEvent.type(input, "4000");
    await expect(input).toHaveValue("4000");
  },
};

export const Email: Story = {
  args: { "aria-label": "Email", type: "email", placeholder: "name@example.com" },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: "4000" } };

export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "40" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Postcode" });
    await expect(input).toBeInvalid();
  },
};
