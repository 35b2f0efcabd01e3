import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sent } from "../lead-forms/story-sends.ts";
import { fixtureOffers } from "../offer-list/offer-fixtures.ts";
import { ModelOverview } from "./model-overview.tsx";

const hiluxOffer = fixtureOffers[0];
const stockPhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540"><rect width="960" height="540" fill="#475569"/><text x="480" y="290" font-family="Arial" font-size="48" fill="#ffffff" text-anchor="middle">CX-5 in stock</text></svg>',
)}`;

const meta = {
  title: "Blocks/Offers/Model overview",
  component: ModelOverview,
  tags: ["autodocs"],
  args: {
    ...blockProps["model-overview"].parse({}),
    model: { name: "HiLux", title: "Toyota HiLux" },
    image: { kind: "offer", src: hiluxOffer?.image_url ?? "" },
    offers: hiluxOffer ? [hiluxOffer] : [],
    stock: { count: 12, href: "/search/toyota/hilux" },
    offerHref: (offer) => `/offers/${offer.id}`,
    initialValues: {},
    send: () => fn(sent),
  },
} satisfies Meta<typeof ModelOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A model with a running offer and cars in stock: the offer's image, its card, the way to stock. */
export const OffersAndStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Toyota HiLux" })).toBeVisible();
    const picture = canvasElement.querySelector('[data-slot="model-image"] img');
    await expect(picture).toHaveAttribute("src", hiluxOffer?.image_url);
    await expect(canvas.getByText("12 HiLux in stock")).toBeVisible();
    const stock = canvas.getByRole("link", { name: "View all 12 HiLux vehicles" });
    await expect(stock).toHaveAttribute("href", "/search/toyota/hilux");
    const offers = within(canvas.getByRole("region", { name: "HiLux offers" }));
    const card = offers.getByRole("article", { name: "HiLux SR5 2.99% finance" });
    // On its own model's page the card does not lead back to it.
    await expect(within(card).queryByRole("link", { name: "Explore HiLux" })).toBeNull();
    await expect(within(card).getByRole("button", { name: "Enquire Now" })).toBeVisible();
    // By keyboard: the stock link, then 'Book A Test Drive'.
    stock.focus();
    await userEvent.tab();
    const testDrive = canvas.getAllByRole("link", { name: "Book A Test Drive" })[0];
    await expect(testDrive).toHaveFocus();
    await expect(testDrive).toHaveAttribute("href", "/book-test-drive");
  },
};

/** A model in stock that no offer names: a photo of one of them, and no offers section. */
export const StockOnly: Story = {
  args: {
    model: { name: "CX-5", title: "Mazda CX-5" },
    image: { kind: "stock", src: stockPhoto },
    offers: [],
    stock: { count: 3, href: "/search/mazda/cx-5" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Mazda CX-5" })).toBeVisible();
    const picture = canvasElement.querySelector('[data-slot="model-image"] img');
    await expect(picture).toHaveAttribute("src", stockPhoto);
    await expect(canvas.getByRole("link", { name: "View all 3 CX-5 vehicles" })).toHaveAttribute(
      "href",
      "/search/mazda/cx-5",
    );
    await expect(canvas.queryByRole("region")).toBeNull();
    await expect(canvas.queryByRole("article")).toBeNull();
  },
};

/** A model an offer explores that the site has none of in stock: no stock link, still a test drive. */
export const NoneInStock: Story = {
  args: { stock: { count: 0, href: "/search/toyota/hilux" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No HiLux vehicles are in stock right now.")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /^View all/ })).toBeNull();
    await expect(canvas.getAllByRole("link", { name: "Book A Test Drive" })).toHaveLength(2);
  },
};

/** While a stock photo is being found, its frame holds the place so nothing moves. */
export const FindingAPhoto: Story = {
  args: {
    model: { name: "CX-5", title: "Mazda CX-5" },
    image: { kind: "loading" },
    offers: [],
    stock: { count: 3, href: "/search/mazda/cx-5" },
  },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-slot="model-image"]') as HTMLElement;
    await expect(frame).toBeVisible();
    await expect(frame.querySelector("img")).toBeNull();
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

/** An address no model of the site has: the page is the site's 404 and the block shows nothing. */
export const UnknownModel: Story = {
  args: { model: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="model-overview"]')).toBeNull();
  },
};
