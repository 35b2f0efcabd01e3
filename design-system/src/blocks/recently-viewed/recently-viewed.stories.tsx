import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RecentlyViewed } from "./recently-viewed.tsx";

const car = (id: number, make: string, model: string, simple_body: string) => ({
  id,
  stocknum: `S${id}`,
  make,
  model,
  body: "",
  simple_body,
  slug: `2022-${make}-${model}-s${id}`.toLowerCase(),
});
const cars = [
  car(1, "Toyota", "Corolla", "Hatch"),
  car(2, "Mazda", "CX-5", "SUV"),
  car(3, "Kia", "Cerato", "Sedan"),
  car(4, "Ford", "Ranger", "Ute"),
  car(5, "Hyundai", "i30", "Hatch"),
];

const meta = {
  title: "Blocks/Vehicle/Recently viewed cars",
  component: RecentlyViewed,
  args: { title: "Recently viewed", limit: 4, showWhen: "always", cars, shown: true },
} satisfies Meta<typeof RecentlyViewed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last cars viewed, newest first, as many as the block shows, each linking to its page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole("region", { name: "Recently viewed" }));
    const links = region.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Toyota Corolla",
      "Mazda CX-5",
      "Kia Cerato",
      "Ford Ranger",
    ]);
    expect(links[1]).toHaveAttribute("href", "/cars/2022-mazda-cx-5-s2");
    expect(region.getByText("SUV · Stock S2")).toBeVisible();
  },
};

/** Nothing viewed yet: the block shows nothing at all. */
export const NothingViewed: Story = {
  args: { cars: [] },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-slot="recently-viewed"]')).toBeNull();
  },
};

/** Placed to show only when a search finds nothing, on a search that found cars. */
export const HiddenWhileResultsShow: Story = {
  args: { showWhen: "no-results", shown: false },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};
