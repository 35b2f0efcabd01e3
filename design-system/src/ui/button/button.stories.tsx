import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRightIcon, HeartIcon, SearchIcon } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button, IconButton } from "./button.tsx";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Book a Test Drive", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Book a Test Drive" });
    await expect(button).toHaveAttribute("data-variant", "primary");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: "primary" } };
export const Secondary: Story = { args: { variant: "secondary", children: "View All Used Cars" } };
export const Outline: Story = { args: { variant: "outline", children: "View Details" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Show More" } };
export const Danger: Story = { args: { variant: "danger", children: "Remove" } };
export const Link: Story = { args: { variant: "link", children: "Get Directions" } };

export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Start Finance Journey
        <ArrowRightIcon aria-hidden="true" />
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Book a Test Drive" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const IconButtons: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <IconButton label="Save to watchlist" size="sm">
        <HeartIcon aria-hidden="true" />
      </IconButton>
      <IconButton label="Search" variant="outline">
        <SearchIcon aria-hidden="true" />
      </IconButton>
      <IconButton label="Next" variant="primary" size="lg">
        <ArrowRightIcon aria-hidden="true" />
      </IconButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Save to watchlist" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Search" })).toHaveAttribute(
      "data-slot",
      "icon-button",
    );
  },
};
