import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageHeading } from "./page-heading.tsx";

const meta = {
  title: "Blocks/Content/Page heading",
  component: PageHeading,
  tags: ["autodocs"],
  args: { title: "About Us" },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "About Us" }),
    ).toBeVisible();
  },
};

export const WithSubtitle: Story = {
  args: {
    title: "Finance Pre-Approval",
    subtitle: "Instant Finance pre-approval with no impact on your credit score.",
  },
};
