import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { FuelCalculator } from "./fuel-calculator.tsx";

const defaults = blockProps["fuel-calculator"].parse({});

const meta = {
  title: "Blocks/Vehicle/Fuel calculator",
  component: FuelCalculator,
  tags: ["autodocs"],
  args: { ...defaults, visible: true, consumption: 7.4 },
} satisfies Meta<typeof FuelCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

const result = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="fuel-calculator-result"]') as HTMLElement;

/** The spec's defaults: $1.70 a litre and 250 km a week, at the car's 7.4 L/100km. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Fuel Calculator" })).toBeVisible();
    await expect(canvas.getByRole("spinbutton", { name: "Fuel price ($ per litre)" })).toHaveValue(
      1.7,
    );
    await expect(canvas.getByRole("spinbutton", { name: "Distance (km per week)" })).toHaveValue(
      250,
    );
    await expect(canvas.getByText(/7\.4 L\/100km/)).toBeVisible();
    await expect(result(canvasElement)).toHaveTextContent("Weekly fuel cost:$31.45");
  },
};

/** A record without combined consumption is costed at 10 L/100km. */
export const MissingConsumption: Story = {
  args: { consumption: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/10 L\/100km/)).toBeVisible();
    await expect(result(canvasElement)).toHaveTextContent("Weekly fuel cost:$42.50");
  },
};

/** The shopper types their own price and distance, by keyboard; the cost follows. */
export const ChangingTheInputs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const price = canvas.getByRole("spinbutton", { name: "Fuel price ($ per litre)" });
    await expect(price).toHaveFocus();
    await userEvent.clear(price);
    await userEvent.keyboard("2");
    await expect(result(canvasElement)).toHaveTextContent("$37.00");
    await userEvent.tab();
    const km = canvas.getByRole("spinbutton", { name: "Distance (km per week)" });
    await expect(km).toHaveFocus();
    await userEvent.clear(km);
    await userEvent.keyboard("400");
    await expect(result(canvasElement)).toHaveTextContent("Weekly fuel cost:$59.20");
  },
};

/** An emptied field gives no cost, and says what is missing. */
export const EmptyInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole("spinbutton", { name: "Distance (km per week)" }));
    await expect(result(canvasElement)).toHaveTextContent(
      "Enter a fuel price and a distance to see the weekly cost.",
    );
    await expect(canvasElement.querySelector('[data-slot="fuel-calculator"]')).toHaveAttribute(
      "data-state",
      "incomplete",
    );
  },
};

/** An electric vehicle has no fuel calculator. */
export const Electric: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="fuel-calculator"]')).toBeNull();
  },
};
