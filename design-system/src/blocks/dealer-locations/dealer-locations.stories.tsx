import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DealerLocations } from "./dealer-locations.tsx";
import { capalaba, springwood, springwoodService, toowoomba } from "./location-fixtures.ts";

/** Brisbane's CBD for 4000; no other postcode is known here (no network in stories). */
const geocode = fn(async (postcode: string) =>
  postcode === "4000" ? { lat: -27.4685, long: 153.0225 } : undefined,
);

const meta = {
  title: "Blocks/Content/Dealer locations",
  component: DealerLocations,
  tags: ["autodocs"],
  args: {
    title: "Our Locations",
    layout: "grid",
    showMap: true,
    showPostcodeSearch: true,
    section: "locations-map",
    locations: [springwood, springwoodService, capalaba],
    focusId: springwood.id,
    geocode,
  },
} satisfies Meta<typeof DealerLocations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoLocations: Story = {
  args: { section: "none", locations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("heading")).toBeNull();
    await expect(canvas.queryByRole("article")).toBeNull();
  },
};

export const OneLocation: Story = {
  args: { section: "hero-map", locations: [springwood] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("article", { name: "Springwood Sales" });
    const inCard = within(card);
    await expect(inCard.getByText("3350 Pacific Highway, Springwood QLD 4127")).toBeVisible();
    await expect(
      inCard.getByRole("link", { name: "Call Springwood Sales on 07 3290 1100" }),
    ).toHaveAttribute("href", "tel:0732901100");
    await expect(inCard.getByRole("rowheader", { name: "Monday - Friday" })).toBeVisible();
    await expect(inCard.getByRole("cell", { name: "8:30am - 5:30pm" })).toBeVisible();
    await expect(inCard.getByRole("cell", { name: "Closed" })).toBeVisible();
    await expect(inCard.getByText("4.6")).toBeVisible();
    await expect(inCard.getByText(/1,292 reviews/)).toBeVisible();
    const labels = inCard.getAllByRole("link").map((link) => link.textContent);
    await expect(labels).toEqual([
      "Call Springwood Sales on 07 3290 1100",
      "View Details for Springwood Sales",
      "View Location for Springwood Sales (opens in a new tab)",
      "View Our Stock for Springwood Sales",
      "Get Directions for Springwood Sales (opens in a new tab)",
      "Email Us for Springwood Sales",
    ]);
    await expect(inCard.getByRole("link", { name: /^View Details/ })).toHaveAttribute(
      "href",
      "/locations/springwood-sales",
    );
    // No token: the map is the static list, with directions.
    const fallback = canvasElement.querySelector('[data-slot="locations-map"]');
    await expect(fallback).toHaveAttribute("data-state", "static");
    await expect(
      within(fallback as HTMLElement).getByRole("link", {
        name: /Get Directions to Springwood Sales/,
      }),
    ).toHaveAttribute("href", expect.stringContaining("destination=-27.6135%2C153.1281"));
  },
};

export const ManyLocationsWithPostcode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const postcode = canvas.getByRole("textbox", { name: "Your postcode" });
    const find = canvas.getByRole("button", { name: "Find nearest" });

    await userEvent.type(postcode, "12");
    await userEvent.click(find);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Invalid postcode");
    await expect(postcode).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(postcode);
    await userEvent.type(postcode, "0001");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(geocode).toHaveBeenCalledWith("0001"));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Invalid postcode");

    await userEvent.clear(postcode);
    await userEvent.type(postcode, "4000");
    await userEvent.click(find);
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
    const cards = canvas.getAllByRole("article");
    // Capalaba is nearer Brisbane's CBD than Springwood.
    await expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual([
      "Capalaba Sales",
      "Springwood Sales",
      "Springwood Service",
    ]);
    await expect(within(cards[0] as HTMLElement).getByText(/^\d+(\.\d)? km away$/)).toBeVisible();
  },
};

export const FilteredByCity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "City" }), "Capalaba");
    await expect(canvas.getAllByRole("article")).toHaveLength(1);
    await expect(canvas.getByRole("status")).toHaveTextContent("1 of 3 locations");
  },
};

export const DealershipList: Story = {
  args: {
    section: "dealership-list",
    locations: [springwood, toowoomba],
    mapLocations: [springwood, springwoodService, toowoomba],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One card a dealership; the map's list has every location.
    await expect(canvas.getAllByRole("article")).toHaveLength(2);
    const toowoombaCard = canvas.getByRole("article", { name: "Toowoomba Sales" });
    await expect(within(toowoombaCard).getByText("COMING EARLY 2026")).toBeVisible();
    const fallback = canvasElement.querySelector('[data-slot="locations-map"]') as HTMLElement;
    await expect(within(fallback).getAllByRole("link", { name: /^Get Directions/ })).toHaveLength(
      3,
    );
    const dealership = canvas.getByRole("combobox", { name: "Dealership" });
    await expect(dealership.querySelectorAll("option")).toHaveLength(3);
    await userEvent.selectOptions(dealership, "Southern Cross Motorcycles");
    await expect(canvas.getAllByRole("article")).toHaveLength(1);
    await expect(within(fallback).getAllByRole("link", { name: /^Get Directions/ })).toHaveLength(
      1,
    );
  },
};

export const MapFails: Story = {
  args: {
    mapToken: "pk.story",
    loadMapbox: () => Promise.reject(new Error("No WebGL")),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("The map could not be loaded. Here is where to find us."),
    ).toBeVisible();
    const fallback = canvasElement.querySelector('[data-slot="locations-map"]') as HTMLElement;
    await expect(fallback).toHaveAttribute("data-state", "failed");
    await expect(within(fallback).getAllByRole("link", { name: /^Get Directions/ })).toHaveLength(
      3,
    );
  },
};

export const Carousel: Story = {
  args: { layout: "carousel", showMap: false, showPostcodeSearch: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvasElement.querySelector('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute("aria-label", "Location cards");
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    await expect(canvas.getByRole("button", { name: "Previous slide" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next slide" })).toBeVisible();
  },
};
