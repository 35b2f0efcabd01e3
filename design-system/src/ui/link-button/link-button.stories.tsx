import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LinkButton } from "./link-button.tsx";

const meta = {
  title: "Primitives/LinkButton",
  component: LinkButton,
  args: { href: "/used-cars", children: "View Our Stock" },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "View Our Stock" });
    await expect(link).toHaveAttribute("href", "/used-cars");
    await expect(link).toHaveAttribute("data-slot", "link-button");
  },
};

export const Secondary: Story = { args: { variant: "secondary" } };
export const Outline: Story = { args: { variant: "outline", children: "View Location" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Email Us" } };
export const TextLink: Story = { args: { variant: "link", children: "Get Directions" } };
export const Large: Story = { args: { size: "lg", children: "Book a Service" } };

/** `asChild` styles a router's link (here a plain <a> stands in for it). */
export const AsChild: Story = {
  render: (args) => (
    <LinkButton variant={args.variant} asChild>
      <a href="/finance" data-router-link="">
        Get Finance Now
      </a>
    </LinkButton>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Get Finance Now" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("data-variant", "primary");
  },
};
