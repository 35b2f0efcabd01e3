import { type BlockInstance, type BlockInstanceInput, blockInstance } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { Connectors } from "../blocks/contract.ts";
import { blockPalette } from "../blocks/palette.ts";
import { blockRegistry } from "../blocks/registry.ts";
import { PageRenderer, type Zones } from "./page-renderer.tsx";

/** A block as a validated definition holds it. */
const placed = (input: BlockInstanceInput): BlockInstance => blockInstance.parse(input);

// Blocks the schemas refuse, as a preview of a stale draft could still hold them.
const unknownType = { type: "carousel-of-doom", id: "unknown", hidden: false, props: {} };
const badProps = { type: "rich-text", id: "bad-props", hidden: false, props: { body: 42 } };

const zones: Zones = {
  top: [
    placed({
      type: "page-heading",
      id: "heading",
      props: { title: "About Us", subtitle: "A locally owned dealer group." },
    }),
  ],
  main: [
    placed({
      type: "rich-text",
      id: "story",
      props: { heading: "Our story", body: "Thirty years of helping drivers." },
    }),
    unknownType as unknown as BlockInstance,
    badProps as unknown as BlockInstance,
    placed({
      type: "why-buy-from-us",
      id: "reasons",
      props: {
        title: "Why buy from us",
        items: [{ title: "Warranty", text: "Every car covered." }],
      },
    }),
    placed({
      type: "page-heading",
      id: "hidden",
      hidden: true,
      props: { title: "Hidden heading" },
    }),
    placed({ type: "facet-tiles", id: "throws" }),
  ],
};

const validate = (block: BlockInstance) =>
  block.id === badProps.id ? ["Text: expected text, found a number"] : [];

function Explodes(): never {
  throw new Error("Lender figures were missing");
}
const connectors: Connectors = { "facet-tiles": Explodes };

const meta = {
  title: "Renderer/Page renderer",
  component: PageRenderer,
  args: {
    registry: blockRegistry,
    labelOf: (type) => blockPalette[type].label,
    template: "content",
    zones,
    validate,
    connectors,
  },
} satisfies Meta<typeof PageRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preview: Story = {
  args: { mode: "preview" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Blocks load with the page that uses them.
    await expect(await canvas.findByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(canvas.getByText('Unknown block type "carousel-of-doom"')).toBeVisible();
    await expect(canvas.getByText("This Text block has settings to fix")).toBeVisible();
    await expect(await canvas.findByText("The facet-tiles block failed to render")).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Why buy from us" })).toBeVisible();
    await expect(canvas.queryByText("Hidden heading")).toBeNull();
  },
};

export const Production: Story = {
  args: { mode: "production" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Our story" })).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Why buy from us" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="block-placeholder"]')).toBeNull();
    await expect(canvas.queryByText("Hidden heading")).toBeNull();
  },
};

export const SearchTemplate: Story = {
  args: {
    mode: "preview",
    template: "search",
    zones: {
      top: [placed({ type: "page-heading", id: "title", props: { title: "Used Cars for Sale" } })],
      sidebar: [
        placed({
          type: "rich-text",
          id: "side",
          props: { heading: "Filters", body: "The facet panel sits here." },
        }),
      ],
      main: [
        placed({
          type: "rich-text",
          id: "main",
          props: { heading: "Results", body: "Results sit here." },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Results" });
    const sidebar = canvasElement.querySelector('[data-zone="sidebar"]');
    const main = canvasElement.querySelector('[data-zone="main"]');
    await expect(sidebar?.parentElement).toBe(main?.parentElement);
  },
};

export const VehicleTemplate: Story = {
  args: {
    mode: "preview",
    template: "vehicle",
    zones: {
      main: [
        placed({ type: "rich-text", id: "details", props: { heading: "Details", body: "Specs." } }),
      ],
      sidebar: [
        placed({ type: "rich-text", id: "price", props: { heading: "Price", body: "$30,000" } }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Price" });
    const zones = [...canvasElement.querySelectorAll("[data-zone]")].map((zone) =>
      zone.getAttribute("data-zone"),
    );
    // The template's arrangement: the details, then the sidebar beside them.
    await expect(zones).toEqual(["top", "main", "sidebar", "bottom"]);
  },
};

export const StackedTemplate: Story = {
  args: {
    mode: "preview",
    template: "home",
    zones: {
      main: [placed({ type: "rich-text", id: "welcome", props: { body: "Welcome." } })],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Welcome.");
    // Only the zones the template declares.
    const zones = [...canvasElement.querySelectorAll("[data-zone]")];
    await expect(zones.map((zone) => zone.getAttribute("data-zone"))).toEqual(["main"]);
  },
};
