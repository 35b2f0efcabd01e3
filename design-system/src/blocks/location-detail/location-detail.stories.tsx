import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  locationFixture,
  springwood,
  springwoodService,
} from "../dealer-locations/location-fixtures.ts";
import { LocationDetail } from "./location-detail.tsx";

const holidays = [
  { date: "2026-12-25", label: "Friday 25 December 2026", name: "Christmas Day", text: "Closed" },
  {
    date: "2027-01-26",
    label: "Tuesday 26 January 2027",
    name: "Australia Day",
    text: "9:00am - 3:00pm",
  },
];
const sales = { ...springwood, holidays, actions: springwood.actions.slice(1) };

const meta = {
  title: "Blocks/Content/Location detail",
  component: LocationDetail,
  tags: ["autodocs"],
  args: {
    hoursTitle: "Opening Hours",
    showMap: true,
    location: sales,
    types: [sales, springwoodService],
  },
} satisfies Meta<typeof LocationDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Springwood Sales" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Rated 4.6 out of 5" })).toBeVisible();
    await expect(canvas.getByText("Open now")).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "8:30am - 5:30pm" })).toBeVisible();
    // The type selector shows each type's hours.
    const service = canvas.getByRole("tab", { name: "Service" });
    await userEvent.click(service);
    await expect(service).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("cell", { name: "7:30am - 5:00pm" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "View Holiday Hours" })).toBeNull();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Sales" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.queryByRole("link", { name: /^View Details/ })).toBeNull();
  },
};

export const HolidayHours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole("button", { name: "View Holiday Hours" });
    open.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Holiday Hours" });
    const rows = within(dialog);
    await expect(rows.getByRole("rowheader", { name: /Friday 25 December 2026/ })).toBeVisible();
    await expect(rows.getByText("Christmas Day")).toBeVisible();
    await expect(rows.getByRole("cell", { name: "9:00am - 3:00pm" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(open).toHaveFocus();
  },
};

const appointment = locationFixture({
  id: "coastline-service",
  name: "Coastline Service",
  type: "service",
  street: "55 Princes Highway",
  city: "Dandenong",
  state: "VIC",
  postcode: "3175",
  lat: -37.98,
  long: 145.21,
  hours: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    status: "Open" as const,
    open: "08:00",
    close: "17:00",
  })),
  weekendClosedText: "By appointment only",
});

export const WeekendByAppointment: Story = {
  args: { location: appointment, types: [appointment], showMap: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("tab")).toBeNull();
    const rows = canvas.getAllByRole("row").map((row) => row.textContent);
    await expect(rows).toEqual([
      "Monday - Friday8:00am - 5:00pm",
      "SaturdayBy appointment only",
      "SundayBy appointment only",
    ]);
  },
};

const enquire = locationFixture({
  id: "coastline-sales",
  name: "Coastline Sales",
  street: "55 Princes Highway",
  city: "Dandenong",
  state: "VIC",
  postcode: "3175",
  lat: -37.98,
  long: 145.21,
  hours: [],
  weekendClosedText: "Enquire Now",
});

export const WeekendEnquireNow: Story = {
  args: { location: enquire, types: [enquire], showMap: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without hours a weekday is 'Closed'; a weekend day offers an enquiry.
    await expect(canvas.getByRole("cell", { name: "Closed" })).toBeVisible();
    const links = canvas.getAllByRole("link", { name: "Enquire Now" });
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute("href", "/contact");
  },
};

const perth = { ...enquire, name: "Coastline Perth", openNow: false, hoursZone: "Perth" };

export const InAnotherTimeZone: Story = {
  args: { location: perth, types: [perth], showMap: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A dealership in another state reads its hours, and 'open now', by its own clock.
    await expect(canvas.getByText("Closed now")).toBeVisible();
    await expect(canvas.getByText("Hours in Perth time")).toBeVisible();
  },
};

export const NoToken: Story = {
  args: { types: [sales] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fallback = canvasElement.querySelector('[data-slot="locations-map"]') as HTMLElement;
    await expect(fallback).toHaveAttribute("data-state", "static");
    await expect(
      within(fallback).getByRole("link", {
        name: "Get Directions to Springwood Sales (opens in a new tab)",
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Email Us for Springwood Sales" }),
    ).toHaveAttribute("href", "mailto:springwood-sales@example.com.au");
  },
};
