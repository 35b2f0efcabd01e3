import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BreadcrumbTrail, breadcrumbJsonLd } from "./breadcrumb-trail.tsx";

const vehicleTrail = [
  { label: "Home", href: "/" },
  { label: "Toyota", href: "/search/toyota" },
  { label: "Corolla", href: "/search/toyota/corolla" },
  { label: "Hatch", href: "/search/toyota/corolla?body=Hatch" },
  { label: "2022 Toyota Corolla Ascent Sport" },
];

const meta = {
  title: "Blocks/Layout/Breadcrumb",
  component: BreadcrumbTrail,
  tags: ["autodocs"],
  args: { items: vehicleTrail, origin: "https://cars.example.com.au" },
} satisfies Meta<typeof BreadcrumbTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VehiclePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Toyota" })).toHaveAttribute(
      "href",
      "/search/toyota",
    );
    await expect(canvas.getByText("2022 Toyota Corolla Ascent Sport")).toHaveAttribute(
      "aria-current",
      "page",
    );
    const data = JSON.parse(
      canvasElement.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
    );
    await expect(data).toEqual(breadcrumbJsonLd(vehicleTrail, "https://cars.example.com.au"));
    await expect(data.itemListElement[1]).toEqual({
      "@type": "ListItem",
      position: 2,
      name: "Toyota",
      item: "https://cars.example.com.au/search/toyota",
    });
  },
};

export const ContentPage: Story = {
  args: { items: [{ label: "Home", href: "/" }, { label: "About Us" }] },
};

export const HomeHasNoTrail: Story = {
  args: { items: [{ label: "Home" }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("nav")).toBeNull();
  },
};
