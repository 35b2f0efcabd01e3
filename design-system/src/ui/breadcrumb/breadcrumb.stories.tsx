import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "./breadcrumb.tsx";

const meta = {
  title: "Primitives/Breadcrumb",
  component: Breadcrumb,
  render: (args) => (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        <BreadcrumbItem position={1}>
          <BreadcrumbLink href="/">Home</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem position={2}>
          <BreadcrumbLink href="/used-cars/toyota">Toyota</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem position={3}>
          <BreadcrumbLink href="/used-cars/toyota/corolla">Corolla</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem position={4}>
          <BreadcrumbPage>2021 Toyota Corolla Ascent Sport</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" });
    const items = within(nav).getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    const current = within(nav).getByText("2021 Toyota Corolla Ascent Sport");
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(within(nav).queryByRole("link", { name: /Ascent Sport/ })).toBeNull();
    const positions = [...nav.querySelectorAll('meta[itemprop="position"]')].map((meta) =>
      meta.getAttribute("content"),
    );
    await expect(positions).toEqual(["1", "2", "3", "4"]);
  },
};

/** `asChild` keeps a router's link element and adds the styles and structured data. */
export const WithRouterLinks: Story = {
  render: () => (
    <Breadcrumb>
      <BreadcrumbList>
        <BreadcrumbItem position={1}>
          <BreadcrumbLink asChild>
            <a href="/" data-router-link="">
              Home
            </a>
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem position={2}>
          <BreadcrumbPage>Finance</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Home" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("itemprop", "item");
  },
};
