import { toSlug } from "@storefront/rules/formatting/slug";
import { type Brand, blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BrandGrid } from "./brand-grid.tsx";

const brandsNamed = (...titles: string[]): Brand[] =>
  titles.map((title) => ({ title, slug: toSlug(title) }));

const dealerGroupBrands = {
  car: brandsNamed("Toyota", "Mazda", "Hyundai", "Kia", "Ford", "Mitsubishi", "Volkswagen"),
  motorcycle: brandsNamed("Yamaha", "Kawasaki", "Harley-Davidson", "Ducati"),
  truck: brandsNamed("Isuzu Trucks", "Fuso", "Hino"),
  ours: brandsNamed("Harbourside Motor Group", "Bayview Motorcycles"),
};

const logo = (text: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="56"><rect width="160" height="56" rx="8" fill="${fill}"/><text x="80" y="35" font-family="Arial" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle">${text}</text></svg>`,
  )}`;

const meta = {
  title: "Blocks/Home/Brand grid",
  component: BrandGrid,
  tags: ["autodocs"],
  args: { ...blockProps["brand-grid"].parse({}), brands: dealerGroupBrands },
} satisfies Meta<typeof BrandGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A dealer group with car, motorcycle, truck and its own brands; the sections head the grid. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole("heading");
    await expect(headings.map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ["H2", "Car Brands"],
      ["H2", "Motorcycle Brands"],
      ["H2", "Truck Brands"],
      ["H2", "Our Brands"],
    ]);
    await expect(canvas.getByRole("link", { name: "Toyota" })).toHaveAttribute(
      "href",
      "/toyota/overview",
    );
    await expect(canvas.getByRole("link", { name: "Isuzu Trucks" })).toHaveAttribute(
      "href",
      "/isuzu-trucks/overview",
    );
    for (const [value, label] of [
      ["50+", "locations"],
      ["40+", "brands"],
      ["30+", "years"],
    ] as const) {
      await expect(canvas.getByText(value).closest("li")).toHaveTextContent(`${value} ${label}`);
    }
  },
};

/** A block title heads the grid, and the sections come under it. */
export const WithTitle: Story = {
  args: { title: "Brands we sell", sections: ["car", "ours"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole("region", { name: "Brands we sell" });
    await expect(within(grid).getAllByRole("heading", { level: 3 })).toHaveLength(2);
  },
};

/** A single dealership group with only its own brands: the other sections are skipped. */
export const OnlyOurBrands: Story = {
  args: { brands: { car: [], motorcycle: [], truck: [], ours: dealerGroupBrands.ours } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(1);
    await expect(canvas.queryByRole("heading", { name: "Car Brands" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Harbourside Motor Group" })).toHaveAttribute(
      "href",
      "/harbourside-motor-group/overview",
    );
  },
};

export const WithoutStats: Story = {
  args: { showStats: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("50+")).not.toBeInTheDocument();
  },
};

/** Brands with a logo show it in place of their name. */
export const WithLogos: Story = {
  args: {
    sections: ["car", "truck"],
    brands: {
      ...dealerGroupBrands,
      car: [
        { title: "Toyota", slug: "toyota", logo: logo("TOYOTA", "#b3001b") },
        { title: "Mazda", slug: "mazda", logo: logo("MAZDA", "#101010") },
        { title: "Hyundai", slug: "hyundai", logo: logo("HYUNDAI", "#002c5f") },
        { title: "Kia", slug: "kia" },
      ],
      truck: [{ title: "Isuzu Trucks", slug: "isuzu-trucks", logo: logo("ISUZU", "#c8102e") }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toyota = canvas.getByRole("link", { name: "Toyota" });
    await expect(within(toyota).getByRole("img", { name: "Toyota" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Kia" })).toHaveTextContent("Kia");
    await expect(canvas.queryByRole("heading", { name: "Motorcycle Brands" })).toBeNull();
  },
};
