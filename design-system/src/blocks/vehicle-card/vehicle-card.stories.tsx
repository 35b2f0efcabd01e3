import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { VehicleCard } from "./vehicle-card.tsx";
import {
  fixtureActions,
  fixtureNow,
  fixtureTags,
  fixtureVehicle,
  placeholderPhoto,
} from "./vehicle-fixtures.ts";

const title = "2021 Toyota HiLux SR5 (4x4) GUN126R";

const meta = {
  title: "Blocks/Search/Vehicle card",
  component: VehicleCard,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-sm p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    car: fixtureVehicle({ before_price: 54_990 }),
    attributes: ["car_type", "simple_body", "km", "simple_transmission", "stocknum"],
    noPriceText: "Enquire for price.",
    tags: fixtureTags,
    now: fixtureNow,
    favourite: { saved: false, shown: true, onToggle: fn() },
    href: "/cars/2021-toyota-hilux-sr5-u48213",
    actions: fixtureActions,
  },
} satisfies Meta<typeof VehicleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("heading", { level: 3, name: title });
    await expect(within(heading).getByRole("link")).toHaveAttribute("href", args.href);
    await expect(canvas.getByRole("img", { name: title })).toHaveAttribute("loading", "lazy");
    await expect(canvas.getByText("$52,990")).toBeVisible();
    await expect(canvas.getByText("Drive Away")).toBeVisible();
    await expect(canvas.getByText("$54,990").tagName).toBe("S");
    await expect(canvas.getByText("48,200 km")).toBeVisible();
    await expect(canvas.getByText("Stock #")).toBeVisible();
    await expect(canvas.getByText("Used")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Enquire Now" })).toHaveAttribute(
      "href",
      fixtureActions.enquireHref,
    );
    await expect(canvas.getByRole("link", { name: "Get Finance" })).toHaveAttribute(
      "href",
      fixtureActions.financeHref,
    );
    const save = canvas.getByRole("button", { name: `Save ${title}` });
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(save);
    await expect(args.favourite?.onToggle).toHaveBeenCalledOnce();
  },
};

export const NoPrice: Story = {
  args: { car: fixtureVehicle({ price: 10, before_price: 12_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Enquire for price.")).toBeVisible();
    await expect(canvas.queryByText("$10")).toBeNull();
    await expect(canvas.queryByText("$12,000")).toBeNull();
  },
};

export const Sold: Story = {
  args: {
    car: fixtureVehicle({ status: "sold" }),
    favourite: { saved: false, shown: false, onToggle: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("JUST SOLD")).toBeVisible();
    await expect(canvas.getByText("SOLD")).toBeVisible();
    await expect(canvas.queryByText("$52,990")).toBeNull();
    await expect(canvas.queryByRole("link", { name: "Enquire Now" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: "Get Finance" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Save/ })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Find Me Something Similar" })).toHaveAttribute(
      "href",
      "/cars/2021-toyota-hilux-sr5-u48213?intent=similar#enquire",
    );
  },
};

export const ComingSoon: Story = {
  args: { car: fixtureVehicle({ status: "coming_soon" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("COMING SOON")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Enquire Now" })).toBeVisible();
  },
};

export const Reserved: Story = {
  args: { car: fixtureVehicle({ reserved: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Reserved")).toBeVisible();
  },
};

export const Electric: Story = {
  args: {
    car: fixtureVehicle({
      make: "Tesla",
      model: "Model 3",
      badge: "Rear-Wheel Drive",
      series: null,
      year: 2023,
      simple_fuel: "Electric",
      price: 44_990,
      primary_image_url: placeholderPhoto("#e5e7eb"),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Electric")).toBeVisible();
  },
};

export const Hybrid: Story = {
  args: {
    car: fixtureVehicle({
      model: "RAV4",
      badge: "GX Hybrid (2WD)",
      series: null,
      year: 2023,
      simple_body: "SUV",
      simple_fuel: "Hybrid",
      reserved: true,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The powertrain tag outranks reserved.
    await expect(canvas.getByText("Hybrid")).toBeVisible();
    await expect(canvas.queryByText("Reserved")).toBeNull();
  },
};

export const CertifiedBadge: Story = {
  args: { car: fixtureVehicle({ certified: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Toyota Certified Pre-Owned")).toBeVisible();
  },
};

export const CustomTag: Story = {
  args: { car: fixtureVehicle({ tag: "Low Kms" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Low Kms")).toBeVisible();
  },
};

export const NewArrival: Story = {
  args: { car: fixtureVehicle({ created_at: "2026-02-27T09:00:00Z" }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("New", { selector: "span" })).toBeVisible();
  },
};

export const TestDriveOnly: Story = {
  args: { car: fixtureVehicle({ tag: "Test Drive Only", car_type: "demo", km: 1_250 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Test Drive Only")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Get Finance" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Book a Test Drive" })).toHaveAttribute(
      "href",
      fixtureActions.testDriveHref,
    );
  },
};

export const SavedFavourite: Story = {
  args: { favourite: { saved: true, shown: true, onToggle: fn() } },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole("button", { name: `Save ${title}` });
    await expect(save).toHaveAttribute("aria-pressed", "true");
  },
};

export const WithoutImage: Story = {
  args: { car: fixtureVehicle({ primary_image_url: undefined, images: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvas.getByText("Photos coming soon")).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    car: fixtureVehicle({
      make: "Mercedes-Benz",
      model: "Sprinter",
      badge: "519CDI High Roof Extra Long Wheelbase Automatic",
      series: "VS30 MY24 Crew Cab",
      location_name: "Campbelltown Commercial Vehicles and Vans",
    }),
    attributes: ["car_type", "simple_body", "km", "location_name", "stocknum"],
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>("[data-slot='vehicle-card']");
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
  },
};
