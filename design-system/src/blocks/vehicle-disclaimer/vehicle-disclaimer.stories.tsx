import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { VehicleDisclaimer } from "./vehicle-disclaimer.tsx";

const defaults = blockProps["vehicle-disclaimer"].parse({});

const meta = {
  title: "Blocks/Vehicle/Disclaimer",
  component: VehicleDisclaimer,
  tags: ["autodocs"],
  args: defaults,
} satisfies Meta<typeof VehicleDisclaimer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Disclaimer" })).toBeVisible();
    await expect(canvas.getByText(/indicative only/)).toBeVisible();
    await expect(canvas.getByText(/confirm the price, availability and details/)).toBeVisible();
  },
};

/** The dealer's own wording, kept in its paragraphs. */
export const DealerWording: Story = {
  args: {
    title: "Important information",
    text: "Drive-away prices include on-road costs.\nOffers end 30 June.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Important information" })).toBeVisible();
    await expect(canvas.getByText(/Drive-away prices include on-road costs/)).toBeVisible();
  },
};
