import { blockProps, deliveryMessages } from "@storefront/schemas";
import type { DeliveryEstimate } from "@storefront/schemas/delivery";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DeliveryCalculator } from "./delivery-calculator.tsx";

const defaults = blockProps["delivery-calculator"].parse({});

/** Sydney Metro covers 2000 to 2249; nowhere else is delivered to. */
const estimate = async (postcode: string): Promise<DeliveryEstimate | null> =>
  postcode >= "2000" && postcode <= "2249" ? { name: "Sydney Metro", price: 250 } : null;

const meta = {
  title: "Blocks/Vehicle/Delivery calculator",
  component: DeliveryCalculator,
  tags: ["autodocs"],
  args: { ...defaults, estimate: fn(estimate) },
} satisfies Meta<typeof DeliveryCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="delivery-calculator"]') as HTMLElement;

const ask = async (canvasElement: HTMLElement, postcode: string) => {
  const canvas = within(canvasElement);
  const input = canvas.getByRole("textbox", { name: "Postcode" });
  await userEvent.clear(input);
  if (postcode) await userEvent.type(input, postcode);
  await userEvent.click(canvas.getByRole("button", { name: "Calculate" }));
};

/** Idle: the postcode field and the button, no price yet. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Delivery Calculator" }),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toHaveValue("");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await expect(section(canvasElement)).toHaveAttribute("data-state", "idle");
    await expect(args.estimate).not.toHaveBeenCalled();
  },
};

/** Loading while the price is looked up. */
export const Loading: Story = {
  args: { estimate: fn((_postcode: string) => new Promise<DeliveryEstimate | null>(() => {})) },
  play: async ({ canvasElement, args }) => {
    await ask(canvasElement, "2000");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Calculating delivery…",
    );
    await expect(section(canvasElement)).toHaveAttribute("data-state", "loading");
    await expect(args.estimate).toHaveBeenCalledWith("2000");
  },
};

/** A covered postcode gives its region and price. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    await ask(canvasElement, "2150");
    await expect(await within(canvasElement).findByText("$250")).toBeVisible();
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Delivery to Sydney Metro: $250",
    );
    await expect(section(canvasElement)).toHaveAttribute("data-state", "result");
  },
};

/** Calculating with no postcode says so, without a lookup. */
export const MissingPostcode: Story = {
  play: async ({ canvasElement, args }) => {
    await ask(canvasElement, "");
    const input = within(canvasElement).getByRole("textbox", { name: "Postcode" });
    await expect(
      await within(canvasElement).findByText(deliveryMessages.missingPostcode),
    ).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(deliveryMessages.missingPostcode);
    await expect(section(canvasElement)).toHaveAttribute("data-state", "error");
    await expect(args.estimate).not.toHaveBeenCalled();
  },
};

/** A postcode no region covers gets the spec's unsupported-postcode message. */
export const UnsupportedPostcode: Story = {
  play: async ({ canvasElement }) => {
    await ask(canvasElement, "6000");
    const input = within(canvasElement).getByRole("textbox", { name: "Postcode" });
    await expect(
      await within(canvasElement).findByText(deliveryMessages.unsupportedPostcode),
    ).toBeVisible();
    await expect(input).toHaveAccessibleDescription(deliveryMessages.unsupportedPostcode);
    await expect(section(canvasElement)).toHaveAttribute("data-state", "error");
  },
};

/** A failed lookup shows the same message: the shopper is asked to enquire or call. */
export const LookupFails: Story = {
  args: {
    estimate: fn(
      (_postcode: string): Promise<DeliveryEstimate | null> => Promise.reject(new Error("offline")),
    ),
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, "2000");
    await expect(
      await within(canvasElement).findByText(deliveryMessages.unsupportedPostcode),
    ).toBeVisible();
  },
};

/** By keyboard: type, press Enter, read the price; a fixed postcode clears the error. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toHaveFocus();
    await userEvent.keyboard("9999{Enter}");
    await expect(await canvas.findByText(deliveryMessages.unsupportedPostcode)).toBeVisible();
    await userEvent.keyboard("{Backspace>4/}2000{Enter}");
    await expect(await canvas.findByText("$250")).toBeVisible();
    await expect(canvas.queryByText(deliveryMessages.unsupportedPostcode)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Calculate" })).toHaveFocus();
  },
};
