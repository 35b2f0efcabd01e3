import { blockProps, type ReviewSummary } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Reviews } from "./reviews.tsx";

const face = (letter: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="${fill}"/><text x="40" y="52" font-family="Arial" font-size="36" fill="#ffffff" text-anchor="middle">${letter}</text></svg>`,
  )}`;

const summary: ReviewSummary = {
  count: 1284,
  average_rating: "4.46",
  reviews: [
    {
      id: "r1",
      customer_name: "Priya S.",
      image: { url: face("P", "#5b21b6") },
      text: "Sam made buying our HiLux easy and the finance was sorted in a day.",
      rating: 5,
      review_date: "2026-05-02",
      reply_text: "Thanks Priya, enjoy the HiLux!",
      reply_date: "2026-05-04",
    },
    {
      id: "r2",
      customer_name: "Tom W.",
      text: "Good service, a short wait for the paperwork.",
      rating: 4,
      created_at_time_ago_in_words: "3 weeks ago",
      review_date: "2026-06-10",
    },
    ...Array.from({ length: 14 }, (_, index) => ({
      id: `r${index + 3}`,
      customer_name: `Customer ${index + 3}`,
      text: "Friendly team and a fair trade-in price.",
      rating: 4.5,
      review_date: "2026-04-01",
    })),
  ],
};

const meta = {
  title: "Blocks/Content/Reviews",
  component: Reviews,
  tags: ["autodocs"],
  args: {
    ...blockProps.reviews.parse({}),
    summary,
    settings: { hidden: false, minimumRating: 4, googleQuantity: 12 },
    now: new Date("2026-06-30T00:00:00Z"),
  },
} satisfies Meta<typeof Reviews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The average to one decimal with 4 full stars and a partial one, the count, and 12 reviews. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "What our customers say" });
    const summaryLine = region.querySelector("[data-slot=reviews-summary]") as HTMLElement;
    await expect(summaryLine).toHaveTextContent("4.5");
    await expect(summaryLine).toHaveTextContent("1,284 reviews");
    const stars = within(summaryLine).getByRole("img", { name: "Rated 4.5 out of 5" });
    await expect(stars.querySelectorAll("[data-state=full]")).toHaveLength(4);
    await expect(stars.querySelectorAll("[data-state=partial]")).toHaveLength(1);
    await expect(canvas.getAllByRole("article")).toHaveLength(12);
    const first = within(canvas.getAllByRole("article")[0] as HTMLElement);
    await expect(first.getByRole("heading", { name: "Priya S." })).toBeVisible();
    await expect(first.getByText("2 May 2026")).toBeVisible();
    await expect(first.getByText("Thanks Priya, enjoy the HiLux!")).toBeVisible();
    await expect(first.getByText("4 May 2026")).toBeVisible();
    await expect(first.getByText("last month")).toBeVisible();
    await expect(canvas.getByText("3 weeks ago")).toBeVisible();
  },
};

/** No reviews yet: the block shows nothing. */
export const NoReviews: Story = {
  args: { summary: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};

/** An average at or below the minimum rating (4 by default): the block shows nothing. */
export const BelowMinimumRating: Story = {
  args: { summary: { ...summary, average_rating: "3.9" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};

/** Reviews the site hides show nothing, whatever their rating. */
export const Hidden: Story = {
  args: { settings: { hidden: true, minimumRating: 4, googleQuantity: 12 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};
