import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FeatureBanner } from "./feature-banner.tsx";

const meta = {
  title: "Blocks/Content/Feature banner",
  component: FeatureBanner,
  tags: ["autodocs"],
  args: {
    title: "Get pre-approved before you shop",
    text: "Instant Finance pre-approval with no impact on your credit score.",
    link: { label: "Finance Pre-Approval", href: "/finance" },
    align: "left",
  },
} satisfies Meta<typeof FeatureBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Finance Pre-Approval" });
    await expect(link).toHaveAttribute("href", "/finance");
  },
};

export const Centred: Story = { args: { align: "center" } };

const placeholderImage = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#cbd5e1"/></svg>')}`;

export const WithImage: Story = { args: { image: placeholderImage } };
