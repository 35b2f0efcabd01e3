import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { AnnouncementBar } from "./announcement-bar.tsx";
import { dismissalStorageKey } from "./dismissal-store.ts";

const dismissKey = "stories:eofy-sale";

const meta = {
  title: "Blocks/Layout/Announcement bar",
  component: AnnouncementBar,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    message: "EOFY sale: drive away today with our latest offers.",
    dismissible: true,
    tone: "primary",
    dismissKey,
  },
  // Every story starts with the announcement not yet dismissed.
  beforeEach: () => {
    sessionStorage.removeItem(dismissalStorageKey(dismissKey));
  },
} satisfies Meta<typeof AnnouncementBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("region", { name: "Announcement" });
    await expect(bar).toHaveTextContent("EOFY sale: drive away today with our latest offers.");
    await expect(
      within(bar).getByRole("button", { name: "Dismiss announcement" }),
    ).toBeInTheDocument();
  },
};

export const Accent: Story = { args: { tone: "accent" } };

export const Neutral: Story = { args: { tone: "neutral" } };

export const WithLink: Story = {
  args: { link: { label: "View offers", href: "/special-offers" } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "View offers" });
    await expect(link).toHaveAttribute("href", "/special-offers");
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false, tone: "neutral" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Announcement" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Dismiss announcement" })).toBeNull();
  },
};

/** Closing the bar hides it and remembers that for the rest of the session. */
export const Dismiss: Story = {
  args: { link: { label: "View offers", href: "/special-offers" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss announcement" }));
    await expect(canvas.queryByRole("region", { name: "Announcement" })).toBeNull();
    await expect(sessionStorage.getItem(dismissalStorageKey(dismissKey))).toBe("1");
  },
};

/** Dismissed earlier in the session: the bar stays hidden on the next page. */
export const DismissedEarlier: Story = {
  beforeEach: () => {
    sessionStorage.setItem(dismissalStorageKey(dismissKey), "1");
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region", { name: "Announcement" })).toBeNull();
  },
};

/** The keyboard reaches the link, then the close button, and Enter dismisses. */
export const DismissByKeyboard: Story = {
  args: { tone: "accent", link: { label: "Book a Service", href: "/service" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Book a Service" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Dismiss announcement" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByRole("region", { name: "Announcement" })).toBeNull();
  },
};
