import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  fixtureActions,
  fixtureNow,
  fixtureTags,
  fixtureVehicles,
} from "../vehicle-card/vehicle-fixtures.ts";
import { BrandOverview } from "./brand-overview.tsx";

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="46" fill="#b3001b"/><text x="48" y="56" font-family="Arial" font-size="20" fill="#ffffff" text-anchor="middle">TOYOTA</text></svg>',
)}`;

const meta = {
  title: "Blocks/Brands/Brand overview",
  component: BrandOverview,
  tags: ["autodocs"],
  args: {
    ...blockProps["brand-overview"].parse({}),
    brand: {
      title: "Toyota",
      slug: "toyota",
      description: "Australia's best-selling brand, from the Yaris to the LandCruiser.",
    },
    logo,
    stock: {
      status: "ready",
      cars: fixtureVehicles.slice(0, 8),
      total: 42,
      href: "/search/toyota",
    },
    cardAttributes: ["car_type", "simple_body", "km"],
    noPriceText: "Enquire for price.",
    tags: fixtureTags,
    now: fixtureNow,
    vehicleHref: (car: CardVehicle) => `/cars/${car.slug}`,
    actionHrefs: () => fixtureActions,
  },
} satisfies Meta<typeof BrandOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A brand with its logo: title, description, six of its cars and the way to all of them. */
export const WithLogo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Toyota" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Toyota logo" })).toHaveAttribute("src", logo);
    const stock = within(canvas.getByRole("region", { name: "Toyota in stock" }));
    await expect(stock.getAllByRole("listitem")).toHaveLength(6);
    await expect(stock.getByRole("link", { name: "View all 42 Toyota vehicles" })).toHaveAttribute(
      "href",
      "/search/toyota",
    );
  },
};

/** A brand without a logo shows its first letter in its place. */
export const WithoutLogo: Story = {
  args: { brand: { title: "Harbourside Motors", slug: "harbourside-motors" }, logo: undefined },
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByRole("img", { name: "Harbourside Motors logo" });
    await expect(mark).toHaveTextContent("H");
    await expect(mark).toHaveAttribute("data-fallback", "letter");
  },
};

/** A brand with nothing in stock says so and offers no link to an empty search. */
export const NoStock: Story = {
  args: { stock: { status: "ready", cars: [], total: 0, href: "/search/toyota" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "No Toyota vehicles are in stock right now.",
    );
    await expect(canvas.queryByRole("link", { name: /View all/ })).toBeNull();
  },
};
