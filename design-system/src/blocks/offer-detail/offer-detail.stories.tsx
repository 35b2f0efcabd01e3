import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sent } from "../lead-forms/story-sends.ts";
import { fixtureOffers, longDescription } from "../offer-list/offer-fixtures.ts";
import { OfferDetail } from "./offer-detail.tsx";

const meta = {
  title: "Blocks/Offers/Offer detail",
  component: OfferDetail,
  tags: ["autodocs"],
  args: {
    ...blockProps["offer-detail"].parse({}),
    offer: fixtureOffers[0] ?? null,
    listHref: "/special-offers",
    endedMessage: "This offer is no longer available.",
    initialValues: {},
    send: () => fn(sent),
  },
} satisfies Meta<typeof OfferDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The offer's own page: its name heads the page, its texts open whole and can be cut. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "HiLux SR5 2.99% finance" }),
    ).toBeVisible();
    const card = canvas.getByRole("article");
    await expect(card).toHaveTextContent(longDescription);
    await userEvent.click(canvas.getByRole("button", { name: "View less" }));
    await expect(card).not.toHaveTextContent(longDescription);
    await expect(canvas.getByRole("button", { name: "View less disclaimer" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "All Special Offers" })).toHaveAttribute(
      "href",
      "/special-offers",
    );
  },
};

/** An offer past its expiry: no card, the way back to the running offers. */
export const ExpiredOffer: Story = {
  args: { offer: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "This offer is no longer available.",
    );
    await expect(canvas.queryByRole("button", { name: "Enquire Now" })).toBeNull();
  },
};
