import { vehicleSpecificationEntries } from "@storefront/rules/vehicle/details/specifications";
import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { VehicleSpecifications } from "./vehicle-specifications.tsx";

const defaults = blockProps["vehicle-specifications"].parse({});
const entries = vehicleSpecificationEntries({
  item_type: "car",
  variant_detail: {
    cylinders: 4,
    enginesize: 2755,
    enginesize_litres: 2.8,
    induction: "Turbo Intercooled",
    geartype: "Automatic",
    fuelconsumptioncombined: 7.9,
    fuelcapacity: 80,
    grossvehiclemass: 3100,
    vehiclelength: 5325,
    vehicleheight: 1815,
    vehiclewidth: 1900,
    towingcapacitybraked: 3500,
    bodyconfiguration: "Double Cab Pick Up",
    torque: 500,
    ancaprating: 5,
  },
});

const meta = {
  title: "Blocks/Vehicle/All specifications",
  component: VehicleSpecifications,
  tags: ["autodocs"],
  args: { ...defaults, entries },
} satisfies Meta<typeof VehicleSpecifications>;
export default meta;
type Story = StoryObj<typeof meta>;

const terms = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll("dt")].map((term) => term.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Specifications" })).toBeVisible();
    await expect(terms(canvasElement)).toEqual([
      "Cylinders",
      "Engine Size",
      "Engine Size (Litres)",
      "Induction",
    ]);
    await expect(canvas.getByText("2,755 cc")).toBeVisible();
    const toggle = canvas.getByRole("button", { name: "show more" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", canvasElement.querySelector("dl")?.id);
  },
};

export const ShowMoreAndLess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "show more" }));
    await expect(terms(canvasElement)).toHaveLength(15);
    await expect(canvas.getByText("7.9 L/100 km")).toBeVisible();
    await expect(canvas.getByText("5 stars")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "show less" }));
    await expect(terms(canvasElement)).toHaveLength(4);
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole("button", { name: "show more" });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText("3,500 kg")).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText("3,500 kg")).toBeNull();
  },
};

/** A caravan: its width and length in metres from the feed's feet, its masses in kg. */
export const Caravan: Story = {
  args: {
    entries: vehicleSpecificationEntries({
      item_type: "caravan",
      body_width: 7.5,
      body_length: 20,
      tare_weight: 2150,
      axle_type: "Tandem",
      sleeps: 4,
      aggregate_trailer_mass: 2800,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(terms(canvasElement)).toEqual([
      "Body Width",
      "Body Length",
      "Tare Weight",
      "Axle Type",
    ]);
    await expect(canvas.getByText("2.29 m")).toBeVisible();
    await expect(canvas.getByText("6.1 m")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "show more" }));
    await expect(canvas.getByText("2,800 kg")).toBeVisible();
  },
};

export const FewSpecifications: Story = {
  args: { entries: entries.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toHaveLength(3);
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

/** No specifications at all: the block is not shown. */
export const NoSpecifications: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="vehicle-specifications"]')).toBeNull();
  },
};
