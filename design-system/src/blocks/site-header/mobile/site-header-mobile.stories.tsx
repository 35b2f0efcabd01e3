import { defaultHeaderMenu } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SiteHeader } from "../site-header.tsx";
import {
  sampleLogo,
  sampleModels,
  samplePhone,
  sampleSiteName,
  sampleStock,
  toyotaModels,
} from "../story-data.ts";
import { StoryRouter } from "../story-router.tsx";

/*
 * The header at phone width. It switches layout on its own width, so the 320 px frame below shows
 * the phone layout in the test runner too; the viewport global sizes the frame in Storybook.
 */
const meta = {
  title: "Blocks/Layout/Site header on phones",
  component: SiteHeader,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  args: {
    sticky: true,
    showPhone: true,
    siteName: sampleSiteName,
    logo: sampleLogo,
    menu: defaultHeaderMenu,
    models: sampleModels,
    stock: sampleStock,
    phone: samplePhone,
    currentPath: "/",
  },
  render: (args) => (
    <div className="w-80">
      <StoryRouter initialPath={args.currentPath ?? "/"}>
        {(path) => <SiteHeader {...args} currentPath={path} />}
      </StoryRouter>
    </div>
  ),
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A Menu button replaces the horizontal menu; the phone shows as an icon that still names itself. */
export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("banner");
    await expect(canvas.getByRole("button", { name: "Menu" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Vehicles" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Sales 02 9630 8800" })).toBeVisible();
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/**
 * The drawer opens from the Menu button with the menu as sections: Vehicles holds one section
 * per make. Escape closes it back to the button; following a link closes it too.
 */
export const DrawerOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const menuButton = body.getByRole("button", { name: "Menu" });
    await userEvent.click(menuButton);
    const drawer = await body.findByRole("dialog", { name: "Menu" });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    const vehicles = within(drawer).getByRole("button", { name: "Vehicles" });
    await expect(vehicles).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(vehicles);
    await userEvent.click(within(drawer).getByRole("button", { name: "Mazda" }));
    await expect(within(drawer).getByRole("link", { name: "All Mazda" })).toHaveAttribute(
      "href",
      "/search/mazda",
    );
    await expect(within(drawer).getByRole("link", { name: "CX-5 24 in stock" })).toBeVisible();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(menuButton).toHaveFocus();

    await userEvent.click(menuButton);
    const reopened = await body.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(reopened).getByRole("button", { name: "Stock" }));
    await userEvent.click(within(reopened).getByRole("link", { name: "Demo Cars 23 in stock" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(body.getByTestId("current-path")).toHaveTextContent("/search/demo-cars");
  },
};

/**
 * Keyboard only: Enter opens the drawer with focus on its first section, Tab walks the menu,
 * Enter opens a section.
 */
export const DrawerByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    body.getByRole("button", { name: "Menu" }).focus();
    await userEvent.keyboard("{Enter}");
    const drawer = await body.findByRole("dialog", { name: "Menu" });
    const vehicles = within(drawer).getByRole("button", { name: "Vehicles" });
    await waitFor(() => expect(vehicles).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole("link", { name: "Home" })).toHaveFocus();
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    const service = within(drawer).getByRole("button", { name: "Service" });
    await expect(service).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(service).toHaveAttribute("aria-expanded", "true");
    await userEvent.tab();
    await expect(within(drawer).getByRole("link", { name: "Book a Service" })).toHaveFocus();
  },
};

/** On a Service page the drawer opens with the Service section expanded at the current link. */
export const CurrentSectionOpen: Story = {
  args: { currentPath: "/warranty" },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole("button", { name: "Menu" }));
    const drawer = await body.findByRole("dialog", { name: "Menu" });
    await expect(within(drawer).getByRole("button", { name: "Service" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(within(drawer).getByRole("link", { name: "Warranty" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** One make: Vehicles lists the make's link and its models without a nested section. */
export const SingleMakeDrawer: Story = {
  args: { models: [toyotaModels] },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole("button", { name: "Menu" }));
    const drawer = await body.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(drawer).getByRole("button", { name: "Vehicles" }));
    await expect(within(drawer).getByRole("link", { name: "Toyota" })).toHaveAttribute(
      "href",
      "/search/toyota",
    );
    await expect(within(drawer).getByRole("link", { name: "HiLux 38 in stock" })).toBeVisible();
  },
};

/** 320 px with a long name and no logo: the name wraps and nothing scrolls sideways. */
export const NarrowWithLongName: Story = {
  args: { logo: undefined, siteName: "Harbourside Toyota Parramatta" },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole("banner");
    await expect(header.getBoundingClientRect().width).toBe(320);
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(
      within(header).getByRole("link", { name: "Harbourside Toyota Parramatta" }),
    ).toBeVisible();
  },
};
