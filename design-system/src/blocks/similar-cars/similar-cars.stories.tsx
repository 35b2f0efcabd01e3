import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { fixtureNow, fixtureTags, fixtureVehicles } from "../vehicle-card/vehicle-fixtures.ts";
import { SimilarCars } from "./similar-cars.tsx";

const defaults = blockProps["similar-cars"].parse({});
const cars = fixtureVehicles.slice(0, 6);

const meta = {
  title: "Blocks/Vehicle/Similar cars",
  component: SimilarCars,
  tags: ["autodocs"],
  args: {
    ...defaults,
    status: "ready",
    cars,
    cardAttributes: ["car_type", "simple_body", "km"],
    noPriceText: "Enquire for price.",
    tags: fixtureTags,
    now: fixtureNow,
    vehicleHref: (car: CardVehicle) => `/cars/${car.slug}`,
    actionHrefs: (car: CardVehicle) => ({
      enquireHref: `/cars/${car.slug}#enquire`,
      financeHref: `/cars/${car.slug}#finance`,
      testDriveHref: `/book-test-drive/?car_id=${car.slug}`,
    }),
  },
} satisfies Meta<typeof SimilarCars>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("region", { name: "Similar Cars" });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(section(canvasElement));
    await expect(region.getAllByRole("listitem")).toHaveLength(6);
    const first = cars[0] as CardVehicle;
    await expect(region.getByRole("link", { name: vehicleTitle(first) })).toHaveAttribute(
      "href",
      `/cars/${first.slug}`,
    );
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const region = within(section(canvasElement));
    await userEvent.tab();
    await expect(
      region.getByRole("link", { name: vehicleTitle(cars[0] as CardVehicle) }),
    ).toHaveFocus();
  },
};

/** The block's count caps the cards, whatever the search found. */
export const FewerShown: Story = {
  args: { count: 3, cars: fixtureVehicles.slice(0, 10) },
  play: async ({ canvasElement }) => {
    await expect(within(section(canvasElement)).getAllByRole("listitem")).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { status: "loading", cars: [] },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    await expect(region).toHaveAttribute("data-state", "loading");
    await expect(within(region).getByText("Loading vehicles…")).toBeInTheDocument();
  },
};

/** No similar car in stock: nothing shows. */
export const NoneFound: Story = {
  args: { cars: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};

/** The search failed: nothing shows (the connector logs why). */
export const Failed: Story = {
  args: { status: "error", cars: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};
