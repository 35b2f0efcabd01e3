import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { VehiclePrintSheet } from "./vehicle-print-sheet.tsx";

const meta = {
  title: "Blocks/Vehicle/Printable vehicle",
  component: VehiclePrintSheet,
  tags: ["autodocs"],
  args: {
    title: "2021 Toyota HiLux SR5",
    photoUrl: undefined,
    price: {
      price: 52990,
      priceType: "Drive Away",
      sold: false,
      noPriceText: "Enquire for price.",
    },
    entries: [
      { label: "Odometer", value: "48,200 km" },
      { label: "Transmission", value: "Automatic" },
      { label: "Stock Number", value: "U1" },
    ],
    comments: "One owner, full service history.\nTow bar fitted.",
    features: ["Reversing camera", "Tow bar", "Apple CarPlay"],
    dealer: { name: "Parramatta Toyota", phone: "02 9890 1234" },
    pageUrl: "https://motorama.example/cars/2021-toyota-hilux-sr5-u1",
  },
} satisfies Meta<typeof VehiclePrintSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "2021 Toyota HiLux SR5",
    );
    await expect(canvas.getByText("$52,990")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Key Information" })).toHaveTextContent(
      "Odometer48,200 km",
    );
    await expect(canvas.getByRole("region", { name: "Features" })).toHaveTextContent("Tow bar");
    await expect(canvas.getByText("Parramatta Toyota")).toBeVisible();
  },
};

export const PrintButton: Story = {
  play: async ({ canvasElement }) => {
    const original = window.print;
    const print = fn();
    window.print = print;
    try {
      await userEvent.click(within(canvasElement).getByRole("button", { name: "Print this page" }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      window.print = original;
    }
  },
};

export const SoldWithoutComments: Story = {
  args: {
    price: { price: 52990, priceType: undefined, sold: true, noPriceText: "Enquire for price." },
    comments: "",
    features: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("SOLD")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Dealer Comments" })).toBeNull();
    await expect(canvas.queryByRole("region", { name: "Features" })).toBeNull();
  },
};
