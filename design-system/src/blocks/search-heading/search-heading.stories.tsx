import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SearchHeading } from "./search-heading.tsx";

const meta = {
  title: "Blocks/Search/Search heading",
  component: SearchHeading,
  tags: ["autodocs"],
  args: { suffix: "for Sale", title: "Used Cars", count: 1234, status: "ready" },
} satisfies Meta<typeof SearchHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Used Cars for Sale" }),
    ).toBeVisible();
    const count = canvas.getByRole("status");
    await expect(count).toHaveTextContent("1,234 vehicles");
    await expect(count).toHaveAttribute("aria-live", "polite");
  },
};

/** The first search is still running: the heading shows, the count waits. */
export const Loading: Story = {
  args: { count: undefined, status: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Used Cars for Sale");
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

export const OneVehicle: Story = {
  args: { title: "Toyota LandCruiser 70", count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(/^1 vehicle$/);
  },
};

export const Zero: Story = {
  args: { title: "Demo Cars", count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("0 vehicles");
  },
};
