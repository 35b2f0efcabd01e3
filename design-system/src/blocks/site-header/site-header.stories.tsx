import { defaultHeaderMenu } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SignOutButton } from "../sign-in/sign-out-button.tsx";
import { dropdownOpenClass, SiteHeader } from "./site-header.tsx";
import {
  manyMakesModels,
  sampleLogo,
  sampleModels,
  samplePhone,
  sampleSiteName,
  sampleStock,
} from "./story-data.ts";
import { StoryRouter } from "./story-router.tsx";

const meta = {
  title: "Blocks/Layout/Site header",
  component: SiteHeader,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    sticky: true,
    showPhone: false,
    siteName: sampleSiteName,
    logo: sampleLogo,
    menu: defaultHeaderMenu,
    models: sampleModels,
    stock: sampleStock,
    phone: samplePhone,
    currentPath: "/",
    onPhoneClick: fn(),
  },
  render: (args) => (
    <StoryRouter initialPath={args.currentPath ?? "/"}>
      {(path) => <SiteHeader {...args} currentPath={path} />}
    </StoryRouter>
  ),
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's default header menu for a Toyota and Mazda dealer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(canvas.getAllByRole("navigation")).toHaveLength(1);
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const name of ["Vehicles", "Stock", "Service", "Company"]) {
      await expect(within(nav).getByRole("button", { name })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    }
    await expect(within(nav).getByRole("link", { name: "Offers" })).toHaveAttribute(
      "href",
      "/special-offers",
    );
    await expect(within(nav).getByRole("link", { name: "Finance Pre-Approval" })).toHaveAttribute(
      "href",
      "/finance",
    );
    await expect(canvas.getByRole("link", { name: "Harbourside Motors" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(getComputedStyle(canvas.getByRole("banner")).position).toBe("sticky");
  },
};

/** The dealer has no offers, so the runtime has removed the Offers entry. */
export const WithoutOffers: Story = {
  args: { menu: defaultHeaderMenu.filter((item) => item.name !== "Offers") },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
    await expect(within(nav).queryByRole("link", { name: "Offers" })).toBeNull();
    await expect(within(nav).getByRole("button", { name: "Service" })).toBeVisible();
  },
};

export const WithPhone: Story = {
  args: { showPhone: true },
  play: async ({ args, canvasElement }) => {
    const call = within(canvasElement).getByRole("link", { name: "Sales 02 9630 8800" });
    await expect(call).toHaveAttribute("href", "tel:0296308800");
    await expect(call).toHaveTextContent("02 9630 8800");

    // The story stays put instead of dialling; the click is still reported.
    canvasElement.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(call);
    await expect(args.onPhoneClick).toHaveBeenCalledWith(samplePhone.number);
  },
};

/** No logo in the data or the theme: the site name links home. */
export const WithoutLogo: Story = {
  args: { logo: undefined },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole("link", { name: sampleSiteName });
    await expect(home).toHaveAttribute("href", "/");
  },
};

export const NotSticky: Story = {
  args: { sticky: false },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole("banner");
    await expect(getComputedStyle(header).position).toBe("relative");
  },
};

/**
 * Vehicles opens the models grouped by make, opening Stock closes it, Escape closes Stock and
 * returns focus to its button, and a click outside closes Company. Left open for the axe check.
 */
export const DropdownOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("banner");
    const vehicles = canvas.getByRole("button", { name: "Vehicles" });
    const stock = canvas.getByRole("button", { name: "Stock" });

    await userEvent.click(vehicles);
    await expect(vehicles).toHaveAttribute("aria-expanded", "true");
    await expect(header).toHaveClass(dropdownOpenClass);
    await expect(header).toHaveAttribute("data-dropdown-open");
    const models = document.getElementById(vehicles.getAttribute("aria-controls") ?? "");
    if (!models) throw new Error("Vehicles controls no panel");
    await expect(models).toBeVisible();
    await expect(within(models).getByRole("link", { name: "Toyota" })).toHaveAttribute(
      "href",
      "/search/toyota",
    );
    await expect(within(models).getByRole("link", { name: "Mazda" })).toBeVisible();
    await expect(within(models).getByRole("link", { name: "RAV4 31 in stock" })).toHaveAttribute(
      "href",
      "/search/toyota/rav4",
    );

    await userEvent.click(stock);
    await expect(vehicles).toHaveAttribute("aria-expanded", "false");
    await expect(models).not.toBeVisible();
    await expect(canvas.getByRole("link", { name: "Used Cars 1,186 in stock" })).toBeVisible();

    await userEvent.keyboard("{Escape}");
    await expect(stock).toHaveAttribute("aria-expanded", "false");
    await expect(stock).toHaveFocus();
    await expect(header).not.toHaveClass(dropdownOpenClass);
    await expect(header).not.toHaveAttribute("data-dropdown-open");

    const company = canvas.getByRole("button", { name: "Company" });
    await userEvent.click(company);
    await expect(canvas.getByRole("link", { name: "Careers" })).toBeVisible();
    await userEvent.click(canvas.getByRole("heading", { name: "Page content" }));
    await expect(company).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(vehicles);
    await expect(models).toBeVisible();
  },
};

/** By keyboard: Enter opens Service, Tab walks its links, Escape closes it back to its button. */
export const DropdownByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const service = canvas.getByRole("button", { name: "Service" });
    service.focus();
    await userEvent.keyboard("{Enter}");
    await expect(service).toHaveAttribute("aria-expanded", "true");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Book a Service" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Roadside Assist" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(service).toHaveAttribute("aria-expanded", "false");
    await expect(service).toHaveFocus();

    // Tabbing past the last link leaves the dropdown and closes it.
    await userEvent.keyboard(" ");
    await expect(service).toHaveAttribute("aria-expanded", "true");
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Company" })).toHaveFocus();
    await expect(service).toHaveAttribute("aria-expanded", "false");
  },
};

/** Following a dropdown link closes the dropdown and marks the new page as current. */
export const NavigatesFromDropdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stock = canvas.getByRole("button", { name: "Stock" });
    await userEvent.click(stock);
    await userEvent.click(canvas.getByRole("link", { name: "Used Cars 1,186 in stock" }));
    await expect(canvas.getByTestId("current-path")).toHaveTextContent("/search/used-cars");
    await expect(stock).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByRole("banner")).not.toHaveClass(dropdownOpenClass);
    await expect(stock).toHaveAttribute("data-active");

    await userEvent.click(stock);
    await expect(canvas.getByRole("link", { name: "Used Cars 1,186 in stock" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  },
};

/** A large group: six makes in Vehicles and extra entries; the menu wraps and the panel scrolls. */
export const LongMenu: Story = {
  args: {
    showPhone: true,
    models: manyMakesModels,
    menu: [
      ...defaultHeaderMenu.slice(0, 3),
      { name: "Sell My Car", url: "/sell-my-car" },
      ...defaultHeaderMenu.slice(3, -1),
      { name: "Fleet", url: "/fleet" },
      { name: "Parts", url: "/parts/search" },
      ...defaultHeaderMenu.slice(-1),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("banner");
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await userEvent.click(canvas.getByRole("button", { name: "Vehicles" }));
    for (const make of ["Toyota", "Mazda", "Hyundai", "Kia", "Ford", "Mitsubishi"]) {
      await expect(canvas.getByRole("link", { name: make })).toBeInTheDocument();
    }
    const panel = canvas
      .getByRole("link", { name: "Toyota" })
      .closest("[data-slot=dropdown-panel]");
    await waitFor(() =>
      expect(panel?.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
  },
};

const signOut = fn();

/** A signed-in shopper on a site with sign-in on: 'Sign Out' ends the session, by keyboard too. */
export const SignedIn: Story = {
  args: { account: <SignOutButton signedIn onSignOut={signOut} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Sign Out" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(signOut).toHaveBeenCalledTimes(1);
  },
};
