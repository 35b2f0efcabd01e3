import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { blockProps, type VehicleRecord } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { fixtureVehicles } from "../vehicle-card/vehicle-fixtures.ts";
import { SavedCars } from "./saved-cars.tsx";
import type { SavedCar } from "./saved-cars-data.ts";

const defaults = blockProps["saved-cars"].parse({});

const saved = (vehicle: VehicleRecord): SavedCar => ({
  id: vehicle.id,
  name: vehicleTitle(vehicle),
  href: `/cars/${vehicle.slug}`,
  vehicle,
});
const [hilux, ranger, rav4] = fixtureVehicles.slice(0, 3).map(saved) as [
  SavedCar,
  SavedCar,
  SavedCar,
];
const withdrawn: SavedCar = { id: 9, name: "2019 Mazda CX-5", href: "/cars/2019-mazda-cx-5" };

const meta = {
  title: "Blocks/Vehicle/Saved cars",
  component: SavedCars,
  tags: ["autodocs"],
  args: {
    ...defaults,
    status: "ready",
    cars: [hilux, rav4],
    noPriceText: "Enquire for price.",
    searchHref: "/search/new-used-and-demo-cars/",
    compareHref: "/compare",
    onRemove: fn(),
  },
} satisfies Meta<typeof SavedCars>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name = "Saved cars") =>
  within(within(canvasElement).getByRole("region", { name }));

/** Cards, each linking to its car, with a way to compare them and to remove each. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const cars = region(canvasElement);
    await expect(cars.getAllByRole("listitem")).toHaveLength(2);
    await expect(cars.getByRole("link", { name: hilux.name })).toHaveAttribute("href", hilux.href);
    await expect(cars.getByRole("link", { name: "Compare these cars" })).toHaveAttribute(
      "href",
      "/compare",
    );
    await userEvent.click(cars.getByRole("button", { name: `Remove ${rav4.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(rav4);
  },
};

/** Side by side: a column per car, a row per specification, each car removable by keyboard. */
export const Compare: Story = {
  args: { view: "compare", cars: [hilux, rav4, ranger] },
  play: async ({ canvasElement, args }) => {
    const compared = region(canvasElement, "Compared cars");
    const table = compared.getByRole("table");
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(3);
    const odometer = within(table).getByRole("rowheader", { name: "Odometer" });
    const cells = within(odometer.closest("tr") as HTMLElement).getAllByRole("cell");
    await expect(cells.map((cell) => cell.textContent)).toEqual([
      "48,200 km",
      "21,400 km",
      "4,850 km",
    ]);
    const remove = compared.getByRole("button", { name: `Remove ${hilux.name}` });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledWith(hilux);
  },
};

/** A kept car the site no longer lists shows by its kept name, and can still be removed. */
export const NoLongerListed: Story = {
  args: { view: "compare", cars: [hilux, withdrawn] },
  play: async ({ canvasElement }) => {
    const compared = region(canvasElement, "Compared cars");
    await expect(compared.getByText("No longer listed")).toBeVisible();
    await expect(compared.queryByRole("link", { name: withdrawn.name })).toBeNull();
    await expect(
      compared.getByRole("button", { name: `Remove ${withdrawn.name}` }),
    ).toBeInTheDocument();
  },
};

/** One car: nothing to compare it with yet. */
export const OneCar: Story = {
  args: { cars: [hilux] },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement).queryByRole("link", { name: "Compare these cars" }),
    ).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    cars: [],
    view: "compare",
    emptyMessage: "Choose cars to compare from the search results.",
  },
  play: async ({ canvasElement }) => {
    const compared = region(canvasElement, "Compared cars");
    await expect(
      compared.getByText("Choose cars to compare from the search results."),
    ).toBeVisible();
    await expect(compared.getByRole("link", { name: "Search cars" })).toHaveAttribute(
      "href",
      "/search/new-used-and-demo-cars/",
    );
  },
};

/** The watchlist to a signed-out shopper: a way to sign in rather than cars. */
export const WatchlistSignedOut: Story = {
  args: {
    source: "watchlist",
    cars: [],
    signInHref: "/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2Fwatchlist",
  },
  play: async ({ canvasElement }) => {
    const cars = region(canvasElement);
    await expect(cars.getByText("Sign in to see the cars on your watchlist.")).toBeVisible();
    await expect(cars.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2Fwatchlist",
    );
    await expect(cars.queryByText(defaults.emptyMessage)).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: "loading", cars: [] },
  play: async ({ canvasElement }) => {
    const cars = region(canvasElement);
    await expect(cars.getByText("Loading vehicles…")).toBeInTheDocument();
    await expect(cars.queryByText(defaults.emptyMessage)).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: "error", cars: [withdrawn] },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement).getByRole("alert")).toHaveTextContent(
      "The cars could not be loaded. Please try again later.",
    );
  },
};
