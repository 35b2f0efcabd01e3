import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { VehicleLocation } from "./vehicle-location.tsx";

const parramatta = {
  name: "Parramatta Toyota Sales",
  address: { street: "12 Church St", city: "Parramatta", state: "NSW", postcode: "2150" },
  phone: "+61 2 9630 8800",
  dealershipSlug: "parramatta-toyota",
  centre: { lat: -33.8151, long: 151.0034 },
};

const meta = {
  title: "Blocks/Vehicle/Vehicle location",
  component: VehicleLocation,
  tags: ["autodocs"],
  args: { title: "Our Location", location: parramatta, onCall: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-4xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleLocation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole("region", { name: "Our Location" });
    await expect(banner).toHaveAttribute("id", "vehicle-map");
    await expect(
      canvas.getByText("Parramatta Toyota Sales", {
        selector: '[data-slot="vehicle-location-name"]',
      }),
    ).toBeVisible();
    await expect(canvas.getByText("12 Church St, Parramatta NSW 2150")).toBeVisible();
    // No map service: a local picture of the pin, named like the map.
    await expect(
      canvas.getByRole("img", {
        name: "Map pin: Parramatta Toyota Sales, 12 Church St, Parramatta NSW 2150",
      }),
    ).toHaveAttribute("data-state", "static");

    const phone = canvas.getByRole("link", { name: "Call 02 9630 8800" });
    await expect(phone).toHaveAttribute("href", "tel:0296308800");
    const directions = canvas.getByRole("link", { name: "Get Directions (opens in a new tab)" });
    const query = new URL(directions.getAttribute("href") ?? "").searchParams.get("query");
    await expect(query).toBe("Parramatta Toyota Sales, 12 Church St, Parramatta NSW 2150");
    await expect(directions).toHaveAttribute("target", "_blank");
    const stock = canvas.getByRole("link", { name: "View Our Stock" });
    await expect(stock).toHaveAttribute("href", "/search/parramatta-toyota");

    await userEvent.tab();
    await expect(phone).toHaveFocus();
    await userEvent.tab();
    await expect(directions).toHaveFocus();
    await userEvent.tab();
    await expect(stock).toHaveFocus();

    phone.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(phone);
    await expect(args.onCall).toHaveBeenCalledOnce();
  },
};

export const WithPlacePage: Story = {
  args: {
    location: {
      ...parramatta,
      address: { ...parramatta.address, place_url: "https://maps.google.com/?cid=1234" },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: /^Get Directions/ }),
    ).toHaveAttribute("href", "https://maps.google.com/?cid=1234");
  },
};

export const RecordOnly: Story = {
  name: "From the car's record (no phone, dealership or map centre)",
  args: {
    location: {
      name: "Harbour City Cars",
      address: { city: "Sydney", state: "NSW" },
      centre: undefined,
    },
    mapToken: "pk.story-token",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sydney NSW")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /^Call/ })).toBeNull();
    await expect(canvas.queryByRole("link", { name: "View Our Stock" })).toBeNull();
    // A token but nowhere to centre a map: the static panel, and no map code is loaded.
    await expect(canvas.getByRole("img", { name: /^Map pin: Harbour City Cars/ })).toBeVisible();
  },
};

export const NoLocation: Story = {
  args: { location: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};
