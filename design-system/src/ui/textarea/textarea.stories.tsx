import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Textarea } from "./textarea.tsx";

const meta = {
  title: "Primitives/Textarea",
  component: Textarea,
  args: { "aria-label": "Message", placeholder: "Ask about this car" },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Message" });
    await userEvent.type(textarea, "Is it still available?");
    await expect(textarea).toHaveValue("Is it still available?");
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = { args: { "aria-invalid": true } };
