import { defaultFooterMenu } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  manyMakesModels,
  sampleLogo,
  sampleModels,
  sampleSiteName,
} from "../site-header/story-data.ts";
import { footerModelLimit } from "./footer-model-links.ts";
import { SiteFooter } from "./site-footer.tsx";
import type { FooterLocation } from "./site-footer-data.ts";

const locations: FooterLocation[] = [
  {
    name: "Harbourside Toyota Parramatta",
    href: "/locations/harbourside-toyota-parramatta",
    address: "42 Church Street, Parramatta NSW 2150",
    phone: "+61 2 9630 8800",
  },
  {
    name: "Harbourside Mazda Penrith",
    href: "/locations/harbourside-mazda-penrith",
    address: "118 Mulgoa Road, Penrith NSW 2750",
    phone: "(02) 4721 5500",
  },
  {
    name: "Harbourside Used Cars Blacktown",
    href: "/locations/harbourside-used-cars-blacktown",
    address: "7 Sunnyholt Road, Blacktown NSW 2148",
  },
];

const meta = {
  title: "Blocks/Layout/Site footer",
  component: SiteFooter,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    legal: "",
    showLocations: true,
    siteName: sampleSiteName,
    logo: sampleLogo,
    menu: defaultFooterMenu,
    models: sampleModels,
    locations,
    year: 2025,
    onPhoneClick: fn(),
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's footer groups, the sales locations and the copyright line. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole("contentinfo");
    const menu = within(footer).getByRole("navigation", { name: "Footer" });
    for (const group of ["Models", "Buyer Tools", "Servicing and Parts", "Our Group"]) {
      await expect(within(menu).getByRole("heading", { name: group })).toBeVisible();
    }
    const models = within(menu).getByRole("list", { name: "Models" });
    await expect(within(models).getByRole("link", { name: "Toyota HiLux" })).toHaveAttribute(
      "href",
      "/search/toyota/hilux",
    );
    await expect(within(models).getByRole("link", { name: "Mazda CX-5" })).toBeVisible();
    const buyerTools = within(menu).getByRole("list", { name: "Buyer Tools" });
    await expect(within(buyerTools).getByRole("link", { name: "Test Drive" })).toHaveAttribute(
      "href",
      "/book-test-drive/",
    );

    const parramatta = within(footer).getByRole("link", { name: "02 9630 8800" });
    await expect(parramatta).toHaveAttribute("href", "tel:0296308800");
    await expect(within(footer).getByRole("link", { name: "02 4721 5500" })).toHaveAttribute(
      "href",
      "tel:0247215500",
    );
    await expect(within(footer).getByText("© 2025 Harbourside Motors")).toBeVisible();

    // The story stays put instead of dialling; the click is still reported.
    canvasElement.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(parramatta);
    await expect(args.onPhoneClick).toHaveBeenCalledWith(locations[0]!.phone);
  },
};

export const WithoutLocations: Story = {
  args: { showLocations: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("heading", { name: "Locations" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: "02 9630 8800" })).toBeNull();
    await expect(canvas.getByText("© 2025 Harbourside Motors")).toBeVisible();
  },
};

export const WithLegal: Story = {
  args: {
    legal:
      "Harbourside Motors Pty Ltd ABN 51 824 753 556. Motor Dealer Licence MD012345. Motor Vehicle Repairer Licence MVRL54321.",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Motor Dealer Licence MD012345/)).toBeVisible();
  },
};

/** A six-make group: the Models group keeps to its limit and still names every make. */
export const ManyMakes: Story = {
  args: { models: manyMakesModels },
  play: async ({ canvasElement }) => {
    const models = within(canvasElement).getByRole("list", { name: "Models" });
    const links = within(models).getAllByRole("link");
    await expect(links).toHaveLength(footerModelLimit);
    for (const make of ["Toyota", "Mazda", "Hyundai", "Kia", "Ford", "Mitsubishi"]) {
      await expect(links.some((link) => link.textContent?.startsWith(make))).toBe(true);
    }
  },
};

/** At 320 px the groups stack and nothing scrolls sideways. */
export const Narrow: Story = {
  args: { logo: undefined },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  render: (args) => (
    <div className="w-80">
      <SiteFooter {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    await expect(within(footer).getByRole("link", { name: sampleSiteName })).toHaveAttribute(
      "href",
      "/",
    );
  },
};
