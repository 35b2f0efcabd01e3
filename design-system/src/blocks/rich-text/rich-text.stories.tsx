import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RichText } from "./rich-text.tsx";

const meta = {
  title: "Blocks/Content/Text",
  component: RichText,
  tags: ["autodocs"],
  args: {
    heading: "Our story",
    body: "We are a locally owned dealer group.\n\nWe have helped drivers find the right car for over 30 years.",
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Our story" })).toBeVisible();
    await expect(canvasElement.querySelectorAll("p")).toHaveLength(2);
  },
};

export const WithoutHeading: Story = { args: { heading: undefined } };
