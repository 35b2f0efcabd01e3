import { keyInformationEntries } from "@storefront/rules/vehicle/details/key-information";
import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { fixtureVehicle } from "../vehicle-card/vehicle-fixtures.ts";
import { KeyInformation } from "./key-information.tsx";

const defaults = blockProps["key-information"].parse({});
const entries = keyInformationEntries(
  fixtureVehicle({ trans: "6 Speed Automatic", engine_size_litres: 2.8, seats: 5, doors: 4 }),
);

const meta = {
  title: "Blocks/Vehicle/Key information",
  component: KeyInformation,
  tags: ["autodocs"],
  args: { ...defaults, entries },
} satisfies Meta<typeof KeyInformation>;
export default meta;
type Story = StoryObj<typeof meta>;

const terms = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll("dt")].map((term) => term.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Key Information" })).toBeVisible();
    await expect(terms(canvasElement)).toEqual([
      "Odometer",
      "Body Type",
      "Transmission",
      "Fuel Type",
    ]);
    await expect(canvas.getByText("48,200 km")).toBeVisible();
    const toggle = canvas.getByRole("button", { name: "show more" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", canvasElement.querySelector("dl")?.id);
  },
};

export const ShowMoreAndLess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "show more" }));
    const less = canvas.getByRole("button", { name: "show less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await expect(terms(canvasElement)).toHaveLength(entries.length);
    await expect(canvas.getByText("U48213")).toBeVisible();
    await userEvent.click(less);
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
    await expect(canvas.getByText("Glacier White")).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText("Glacier White")).toBeNull();
  },
};

export const FewEntries: Story = {
  args: { entries: entries.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toHaveLength(3);
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

export const SixShownAtFirst: Story = {
  args: { shown: 6 },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toHaveLength(6);
  },
};
