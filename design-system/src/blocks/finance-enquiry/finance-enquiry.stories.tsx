import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FinanceEnquiry } from "./finance-enquiry.tsx";
import {
  fixtureFeatured,
  fixtureFinanceCar,
  fixtureSettings,
  quoteOf,
  redirecting,
} from "./finance-fixtures.ts";
import { financePopupTitle } from "./finance-popup.tsx";

const meta = {
  title: "Blocks/Content/Finance enquiry",
  component: FinanceEnquiry,
  args: {
    ...blockProps["finance-enquiry"].parse({}),
    settings: fixtureSettings,
    chosen: { status: "none" },
    featured: fixtureFeatured,
    usedCarsHref: "/search/used-cars",
    ask: fn(quoteOf),
    send: fn(redirecting),
  },
} satisfies Meta<typeof FinanceEnquiry>;
export default meta;
type Story = StoryObj<typeof meta>;

const popup = () => within(document.body).findByRole("dialog", { name: financePopupTitle });

/** No car chosen: the landing's six featured used cars, its two buttons, the three steps. */
export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const landing = within(canvas.getByRole("region", { name: "Get Finance Now" }));
    await expect(landing.getAllByRole("link", { name: "Get Finance" })).toHaveLength(6);
    await expect(canvas.getByRole("link", { name: "View All Used Cars" })).toHaveAttribute(
      "href",
      "/search/used-cars",
    );
    const steps = within(canvas.getByRole("complementary", { name: "How it works" }));
    await expect(steps.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1Apply online",
      "2Get pre-approved with a personalised rate",
      "3Purchase the car",
    ]);
    await expect(canvas.getByText(/5-year secured loan of \$30,000/)).toBeVisible();
  },
};

/** 'Start Finance Journey' opens the four-step popup; Escape closes it and focus comes back. */
export const StartJourney: Story = {
  play: async ({ canvasElement }) => {
    const start = within(canvasElement).getByRole("button", { name: "Start Finance Journey" });
    start.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = within(await popup());
    await expect(dialog.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Quick Estimate",
      "Your Details",
      "Instant pre-approval",
      "Apply to lender",
    ]);
    await expect(dialog.getByRole("tab", { name: "Your Details" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(start).toHaveFocus());
  },
};

/** A chosen car: the side panel shows it, and the site's button text opens the popup. */
export const ChosenCar: Story = {
  args: { chosen: { status: "ready", car: fixtureFinanceCar } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(canvas.getByRole("complementary", { name: fixtureFinanceCar.title }));
    await expect(panel.getByText("$48,990")).toBeVisible();
    await expect(panel.getByRole("link", { name: "View this car" })).toHaveAttribute(
      "href",
      fixtureFinanceCar.href,
    );
    await expect(canvas.queryByRole("link", { name: "View All Used Cars" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Start Finance Journey" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Pre-Approved" }));
    await expect(await popup()).toHaveAccessibleDescription(fixtureFinanceCar.title);
  },
};

export const CarLoading: Story = {
  args: { chosen: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('[data-slot="finance-side-panel"]');
    await expect(panel).toHaveAttribute("data-state", "loading");
    await expect(within(canvasElement).queryByText("Get Finance Now")).toBeNull();
  },
};

/** Sites can hide the side panel, or name their own steps. */
export const SidePanelHidden: Story = {
  args: { settings: { ...fixtureSettings, sidePanel: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("complementary")).toBeNull();
  },
};

export const CustomSteps: Story = {
  args: { settings: { ...fixtureSettings, steps: ["Tell us the car", "Hear back today"] } },
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole("complementary"));
    await expect(steps.getAllByRole("listitem")).toHaveLength(2);
    await expect(steps.getByText("Hear back today")).toBeVisible();
  },
};

export const AdvertisedRatesWording: Story = {
  args: { settings: { ...fixtureSettings, sampleWording: "advertised-rates" } },
  play: async ({ canvasElement }) => {
    const wording = within(canvasElement).getByText(/6\.29% p\.a\./);
    await expect(wording).toHaveTextContent("8.19% p.a.");
  },
};

/** On a single-page site the form is on the page, and Start Finance Journey leads to it. */
export const SinglePage: Story = {
  args: { settings: { ...fixtureSettings, pageForm: "single-page" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Start Finance Journey" })).toHaveAttribute(
      "href",
      "#finance-form",
    );
    await expect(canvasElement.querySelector("form#finance-form")).not.toBeNull();
    await expect(canvas.queryByRole("tab")).toBeNull();
  },
};

export const FeaturedLoading: Story = {
  args: { featured: { ...fixtureFeatured, status: "loading", cars: [] } },
  play: async ({ canvasElement }) => {
    const landing = canvasElement.querySelector('[data-slot="finance-landing"]');
    await expect(landing).toHaveAttribute("data-state", "loading");
    await expect(
      within(canvasElement).getByRole("button", { name: "Start Finance Journey" }),
    ).toBeEnabled();
  },
};
