import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../../ui/button/button.tsx";
import { CheckoutCarBlock } from "./checkout-step-blocks.tsx";

const meta = {
  title: "Blocks/Vehicle/Checkout/Car",
  component: CheckoutCarBlock,
  args: {
    title: "Reserve this car",
    car: {
      title: "2021 Toyota HiLux SR5",
      price: 45990,
      priceType: "Drive Away",
      noPriceText: "Enquire for price.",
    },
    state: "open",
    offered: true,
    enquiry: <Button>Enquire</Button>,
  },
} satisfies Meta<typeof CheckoutCarBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The car and its price, with its price type, above the steps. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Reserve this car" })).toBeVisible();
    await expect(canvas.getByText("2021 Toyota HiLux SR5")).toBeVisible();
    await expect(canvas.getByText("$45,990")).toBeVisible();
    await expect(canvas.getByText("Drive Away")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Enquire" })).toBeNull();
  },
};

/** Waiting for the server's answer: the price shows, the steps are a placeholder. */
export const Loading: Story = {
  args: { state: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Reserve this car" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByText("$45,990")).toBeVisible();
  },
};

/** The checkout could not be asked for: said at once. */
export const Failed: Story = {
  args: { state: "failed", failure: "The checkout is not available right now." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The checkout is not available right now.",
    );
  },
};

/** Another shopper has the car: said so, with the enquiry and never a payment form. */
export const Reserved: Story = {
  args: { state: "reserved" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "This car is already reserved." }),
    ).toBeVisible();
    await expect(canvas.getByText("Send an enquiry instead.")).toBeVisible();
    const enquire = canvas.getByRole("button", { name: "Enquire" });
    enquire.focus();
    await expect(enquire).toHaveFocus();
  },
};

/** A car without a price (or not eligible): the site's no-price text and the enquiry. */
export const NotOffered: Story = {
  args: {
    state: "not-offered",
    car: { title: "2019 Mazda CX-5", price: 0, noPriceText: "Enquire for price." },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Enquire for price.")).toBeVisible();
    await expect(
      canvas.getByRole("heading", { name: "This car cannot be reserved online." }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enquire" })).toBeVisible();
  },
};

/** A sold car: the spec's sold notice, with the enquiry. */
export const Sold: Story = {
  args: {
    state: "not-offered",
    car: {
      title: "2019 Jayco Journey",
      price: 64990,
      noPriceText: "",
      sold: true,
      itemType: "caravan",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "Unfortunately this caravan recently sold." }),
    ).toBeVisible();
    await expect(
      canvas.getByText("But don't worry, we can help you find a similar caravan!"),
    ).toBeVisible();
  },
};

/** A site taking deposits whose payment form is not available: no car held for nothing. */
export const DepositUnavailable: Story = {
  args: { offered: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "This car cannot be reserved online." }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enquire" })).toBeVisible();
  },
};
