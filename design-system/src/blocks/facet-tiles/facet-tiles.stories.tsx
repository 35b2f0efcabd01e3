import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FacetTiles } from "./facet-tiles.tsx";
import type { FacetTile } from "./facet-tiles-data.ts";

const searchHref = (param: string, value: string) =>
  `/search/new-used-and-demo-cars?${new URLSearchParams({ [param]: value })}`;

const makeCounts: [string, number][] = [
  ["Toyota", 214],
  ["Mazda", 131],
  ["Hyundai", 112],
  ["Ford", 98],
  ["Kia", 87],
  ["Mitsubishi", 64],
  ["Nissan", 51],
  ["Subaru", 40],
  ["Volkswagen", 33],
  ["Isuzu", 28],
  ["Suzuki", 19],
  ["MG", 12],
  ["BYD", 1],
];
const makeTiles: FacetTile[] = makeCounts.map(([value, count]) => ({
  value,
  count,
  href: searchHref("make", value),
}));

const bodyCounts: [string, number][] = [
  ["SUV", 498],
  ["Ute", 301],
  ["Hatch", 187],
  ["Sedan", 122],
  ["Wagon", 58],
  ["Van", 41],
  ["Cab Chassis", 27],
  ["People Mover", 16],
  ["Coupe", 9],
  ["Convertible", 4],
  ["Motorcycle", 1204],
  ["Truck", 88],
];
const bodyTiles: FacetTile[] = bodyCounts.map(([value, count]) => ({
  value,
  count,
  href: searchHref("body", value),
}));

const meta = {
  title: "Blocks/Home/Facet tiles",
  component: FacetTiles,
  tags: ["autodocs"],
  args: { ...blockProps["facet-tiles"].parse({}), tiles: makeTiles },
} satisfies Meta<typeof FacetTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Makes with their initial; the default limit of 12 leaves out the 13th make. */
export const Makes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Browse by make" })).toBeVisible();
    await expect(canvas.getAllByRole("link")).toHaveLength(12);
    const toyota = canvas.getByRole("link", { name: "Toyota 214 vehicles" });
    await expect(toyota).toHaveAttribute("href", "/search/new-used-and-demo-cars?make=Toyota");
    await expect(canvas.queryByRole("link", { name: /BYD/ })).not.toBeInTheDocument();
  },
};

/** Body types with a pictogram each. */
export const BodyTypes: Story = {
  args: { title: "Browse by body type", facet: "body", tiles: bodyTiles },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "SUV 498 vehicles" })).toHaveAttribute(
      "href",
      "/search/new-used-and-demo-cars?body=SUV",
    );
    await expect(canvas.getByRole("link", { name: "Motorcycle 1,204 vehicles" })).toBeVisible();
  },
};

/** Skeleton tiles while the counts load. */
export const Loading: Story = {
  args: { tiles: undefined, limit: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Browse by make" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};

/** No stock, no tiles: the block leaves no gap on the page. */
export const Empty: Story = {
  args: { tiles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("heading")).not.toBeInTheDocument();
  },
};

/** At most `limit` tiles, most common first. */
export const Limited: Story = {
  args: { limit: 4 },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link");
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveAccessibleName("Toyota 214 vehicles");
    await expect(links[3]).toHaveAccessibleName("Ford 98 vehicles");
  },
};
