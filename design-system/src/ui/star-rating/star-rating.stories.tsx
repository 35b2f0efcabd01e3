import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StarRating } from "./star-rating.tsx";

const meta = {
  title: "Primitives/StarRating",
  component: StarRating,
  args: { rating: 4.5 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

const starStates = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-slot="star-rating-star"]')].map((star) =>
    star.getAttribute("data-state"),
  );

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole("img", { name: "Rated 4.5 out of 5" });
    await expect(starStates(rating)).toEqual(["full", "full", "full", "full", "partial"]);
  },
};

export const Full: Story = {
  args: { rating: 5 },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole("img", { name: "Rated 5.0 out of 5" });
    await expect(starStates(rating)).toEqual(["full", "full", "full", "full", "full"]);
  },
};

export const Partial: Story = {
  args: { rating: 3.7 },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole("img", { name: "Rated 3.7 out of 5" });
    await expect(starStates(rating)).toEqual(["full", "full", "full", "partial", "empty"]);
  },
};

export const Unrated: Story = {
  args: { rating: 0 },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole("img", { name: "Rated 0.0 out of 5" });
    await expect(starStates(rating)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
  },
};

export const Large: Story = { args: { rating: 4.8, className: "[&_svg]:size-6" } };
