import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { Connectors } from "../blocks/contract.ts";
import { PageRenderer } from "./page-renderer.tsx";
import type { LooseBlock } from "./render-block.tsx";

const zones = {
  top: [
    {
      type: "page-heading",
      id: "heading",
      props: { title: "About Us", subtitle: "A locally owned dealer group." },
    },
  ],
  main: [
    {
      type: "rich-text",
      id: "story",
      props: { heading: "Our story", body: "Thirty years of helping drivers." },
    },
    { type: "carousel-of-doom", id: "unknown" },
    { type: "rich-text", id: "bad-props", props: { body: 42 } },
    {
      type: "why-buy-from-us",
      id: "reasons",
      props: {
        title: "Why buy from us",
        items: [{ title: "Warranty", text: "Every car covered." }],
      },
    },
    { type: "page-heading", id: "hidden", hidden: true, props: { title: "Hidden heading" } },
    { type: "feature-banner", id: "throws", props: {} },
  ],
} satisfies Record<string, LooseBlock[]>;

const validate = (block: LooseBlock) =>
  typeof (block.props as { body?: unknown } | undefined)?.body === "number"
    ? ["Text: expected text, found a number"]
    : [];

function Explodes(): never {
  throw new Error("Lender figures were missing");
}
const connectors: Connectors = { "feature-banner": Explodes };

const meta = {
  title: "Renderer/Page renderer",
  component: PageRenderer,
  args: { template: "content", zones, validate, connectors },
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
    await expect(
      await canvas.findByText("The feature-banner block failed to render"),
    ).toBeVisible();
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
      top: [{ type: "page-heading", id: "title", props: { title: "Used Cars for Sale" } }],
      sidebar: [
        {
          type: "rich-text",
          id: "side",
          props: { heading: "Filters", body: "The facet panel sits here." },
        },
      ],
      main: [
        { type: "rich-text", id: "main", props: { heading: "Results", body: "Results sit here." } },
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
