import { blockProps, type Offer } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sent, typeContact } from "../lead-forms/story-sends.ts";
import { fixtureOffers, longDescription } from "./offer-fixtures.ts";
import { OfferList } from "./offer-list.tsx";

const page = (offers: Offer[], at = 1, pages = 1) => ({
  offers,
  page: at,
  pages,
  total: offers.length,
});

const sendEnquiry = fn(sent);

const meta = {
  title: "Blocks/Offers/Offer list",
  component: OfferList,
  tags: ["autodocs"],
  args: {
    ...blockProps["offer-list"].parse({}),
    results: page(fixtureOffers.slice(0, 1)),
    filters: { categories: [], page: 1 },
    choices: {
      categories: ["Finance offer", "Service offer"],
      dealerships: [
        { id: "d1", name: "Harbour City Toyota" },
        { id: "d2", name: "Harbour City Mazda" },
      ],
    },
    action: "/special-offers",
    pageHref: (at: number) => `/special-offers?page=${at}`,
    offerHref: (offer: Offer) => `/offers/toyota/${offer.id}`,
    initialValues: {},
    send: () => sendEnquiry,
  },
} satisfies Meta<typeof OfferList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No running offer meets the search: the spec's message, word for word. */
export const NoOffers: Story = {
  args: { results: page([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "There appears to be no offers currently available that meet the conditions of your search",
    );
    await expect(canvas.queryByRole("article")).toBeNull();
  },
};

/** One offer: its description cut at 160 characters until 'View more', its disclaimer at 200. */
export const OneOffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("article", { name: "HiLux SR5 2.99% finance" });
    const offer = within(card);
    await expect(offer.getByRole("link", { name: "HiLux SR5 2.99% finance" })).toHaveAttribute(
      "href",
      "/offers/toyota/hilux-finance",
    );
    await expect(card).toHaveTextContent(`${longDescription.slice(0, 160).trimEnd()}…`);
    await expect(card).not.toHaveTextContent(longDescription);
    await expect(offer.getByRole("link", { name: "Explore HiLux" })).toHaveAttribute(
      "href",
      "/hilux",
    );
    await expect(offer.getByRole("link", { name: "Book A Test Drive" })).toHaveAttribute(
      "href",
      "/book-test-drive",
    );
  },
};

/**
 * The description and disclaimer open and close from the keyboard; the spec's 'View more/less'
 * and 'View full/less disclaimer' are the two labels of each toggle.
 */
export const LongTextExpanded: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article");
    const offer = within(card);
    offer.getByRole("button", { name: "View more" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(card).toHaveTextContent(longDescription);
    await expect(offer.getByRole("button", { name: "View less" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    offer.getByRole("button", { name: "View full disclaimer" }).focus();
    await userEvent.keyboard(" ");
    await expect(card).toHaveTextContent("WARNING: This comparison rate is true only");
    offer.getByRole("button", { name: "View less disclaimer" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(card).not.toHaveTextContent("WARNING: This comparison rate is true only");
    await expect(offer.getByRole("button", { name: "View full disclaimer" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  },
};

/** Several offers in a grid, with the filters and the pages between them. */
export const ManyOffers: Story = {
  args: { results: page(fixtureOffers, 1, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("article")).toHaveLength(fixtureOffers.length);
    const filters = within(canvas.getByRole("form", { name: "Filter offers" }));
    await expect(filters.getByRole("combobox", { name: "Category" })).toBeVisible();
    await expect(filters.getByRole("combobox", { name: "Dealership" })).toBeVisible();
    await expect(filters.getByRole("spinbutton", { name: "Max price" })).toBeVisible();
    const pages = within(canvas.getByRole("navigation", { name: "Offer pages" }));
    await expect(pages.getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/special-offers?page=2",
    );
    // A short description has nothing to open.
    const short = within(canvas.getByRole("article", { name: "Corolla first service free" }));
    await expect(short.queryByRole("button", { name: "View more" })).toBeNull();
  },
};

/** 'Enquire Now' opens the enquiry form about the offer and sends it. */
export const Enquiry: Story = {
  play: async ({ canvasElement }) => {
    sendEnquiry.mockClear();
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Enquire Now" }).focus();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Enquire Now" }, { timeout: 5000 });
    await expect(dialog).toHaveAccessibleDescription("HiLux SR5 2.99% finance");
    const form = within(dialog);
    await form.findByRole("textbox", { name: "First Name" });
    await typeContact(form);
    await userEvent.click(form.getByRole("button", { name: "Send Enquiry" }));
    await expect(sendEnquiry).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Jo", email: "jo@example.com" }),
    );
  },
};
