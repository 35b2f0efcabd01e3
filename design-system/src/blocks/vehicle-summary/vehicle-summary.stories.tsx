import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { fixtureNow, fixtureVehicle } from "../vehicle-card/vehicle-fixtures.ts";
import { VehicleSummary } from "./vehicle-summary.tsx";

const meta = {
  title: "Blocks/Vehicle/Vehicle summary",
  component: VehicleSummary,
  tags: ["autodocs"],
  args: {
    vehicle: fixtureVehicle({ rego_expiry: "2026-09-30" }),
    locationName: "Parramatta Toyota",
    noPriceText: "Enquire for price.",
    clock: { now: fixtureNow, timeZone: "Australia/Sydney" },
    expiredRego: "expires-on",
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "2021 Toyota HiLux SR5 (4x4) GUN126R" }),
    ).toBeVisible();
    await expect(canvas.getByText("$52,990")).toBeVisible();
    await expect(canvas.getByText("Drive Away")).toBeVisible();
    await expect(canvas.getByText("Expires on 30 Sept 2026")).toBeVisible();
    const location = canvas.getByRole("link", { name: "Located at Parramatta Toyota" });
    await expect(location).toHaveAttribute("href", "#vehicle-map");
    await userEvent.tab();
    await expect(location).toHaveFocus();
  },
};

export const NoPrice: Story = {
  args: { vehicle: fixtureVehicle({ price: 10, price_type: "Drive Away" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Enquire for price.")).toBeVisible();
    await expect(canvas.queryByText("Drive Away")).toBeNull();
    await expect(canvas.queryByText(/^Expires on/)).toBeNull();
  },
};

export const Sold: Story = {
  args: { vehicle: fixtureVehicle({ status: "sold" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("SOLD")).toBeVisible();
    await expect(canvas.queryByText("$52,990")).toBeNull();
  },
};

/** A car a paid reservation holds: the Reserved tag its result card shows, beside its price. */
export const Reserved: Story = {
  args: { vehicle: fixtureVehicle({ reserved: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Reserved")).toBeVisible();
    await expect(canvas.getByText("$52,990")).toBeVisible();
  },
};

export const RegoExpired: Story = {
  args: { vehicle: fixtureVehicle({ rego_expiry: "2026-01-31" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Expires on 31 Jan 2026")).toBeVisible();
  },
};

export const RegoExpiredUnregistered: Story = {
  args: { expiredRego: "unregistered", vehicle: fixtureVehicle({ rego_expiry: "2026-01-31" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Unregistered")).toBeVisible();
    await expect(canvas.queryByText(/^Expires on/)).toBeNull();
  },
};

export const NoLocation: Story = {
  args: { locationName: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

export const ReserveOnline: Story = {
  args: {
    reserve: {
      reserveLabel: "Reserve for $200",
      href: "/cars/2021-toyota-hilux-sr5-u48213/checkout",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reserve = canvas.getByRole("link", { name: "Reserve for $200" });
    await expect(reserve).toHaveAttribute("href", "/cars/2021-toyota-hilux-sr5-u48213/checkout");
    const buy = canvas.getByRole("link", { name: "Buy Online" });
    await expect(buy).toHaveAttribute("href", "/cars/2021-toyota-hilux-sr5-u48213/checkout");
    await userEvent.tab();
    await expect(reserve).toHaveFocus();
    await userEvent.tab();
    await expect(buy).toHaveFocus();
  },
};

export const Favourite: Story = {
  args: { favourite: { saved: false, shown: true, onToggle: fn() } },
  play: async ({ canvasElement, args }) => {
    const save = within(canvasElement).getByRole("button", {
      name: "Save 2021 Toyota HiLux SR5 (4x4) GUN126R",
    });
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.favourite?.onToggle).toHaveBeenCalledOnce();
  },
};

export const FavouriteSaved: Story = {
  args: { favourite: { saved: true, shown: true, onToggle: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /^Save / })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** A site in compare mode: a Compare toggle under the price rather than the heart. */
export const Compare: Story = {
  args: { compare: { saved: false, shown: true, onToggle: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /^Save / })).toBeNull();
    const compare = canvas.getByRole("button", {
      name: "Compare 2021 Toyota HiLux SR5 (4x4) GUN126R",
    });
    await expect(compare).toHaveAttribute("aria-pressed", "false");
    await userEvent.tab();
    await expect(compare).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.compare?.onToggle).toHaveBeenCalledOnce();
  },
};

export const FavouriteHidden: Story = {
  name: "Favourite hidden (the site stores none, or a sold car not saved)",
  args: { favourite: { saved: false, shown: false, onToggle: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};
