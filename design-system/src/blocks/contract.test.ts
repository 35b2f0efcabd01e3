import type { BlockProps } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { type BlockRegistry, defineBlock } from "./contract.ts";
import { blockPalette } from "./palette.ts";
import { blockRegistry } from "./registry.ts";

// The type checker (`npm run check`) holds a block's definition to its schema. Each
// `@ts-expect-error` below is a mismatch that must stay a type error: should one start to
// type-check, the directive itself fails the check.

const PageHeading = (_: BlockProps<"page-heading">) => null;
const WithoutSubtitle = (_: { title: string }) => null;
const NumberTitle = (_: { title: number; subtitle?: string }) => null;
const RequiredSubtitle = (_: { title: string; subtitle: string }) => null;
const WithData = (_: BlockProps<"page-heading"> & { count: number }) => null;
const WithOption = (_: BlockProps<"page-heading"> & { tone?: "dark" }) => null;
const Trail = (_: { items: string[] }) => null;

describe("defineBlock", () => {
  it("takes a component whose props are the schema's output", () => {
    const block = defineBlock({ type: "page-heading", Component: PageHeading });
    expect(block.Component).toBe(PageHeading);
    // Optional props of its own (a story's or a layout's) are not data.
    defineBlock({ type: "page-heading", Component: WithOption });
  });

  it("takes a component needing more than its props when the block needs data", () => {
    expect(
      defineBlock({ type: "page-heading", Component: WithData, needsData: true }).needsData,
    ).toBe(true);
    // A block without props of its own (the breadcrumb) renders from its data alone.
    defineBlock({ type: "breadcrumb", Component: Trail, needsData: true });
  });

  it("refuses a component whose props differ from the schema's", () => {
    // @ts-expect-error the component leaves out a prop of the schema (subtitle)
    defineBlock({ type: "page-heading", Component: WithoutSubtitle });
    // @ts-expect-error the component types a prop otherwise than the schema's output
    defineBlock({ type: "page-heading", Component: NumberTitle });
    // @ts-expect-error the component requires a prop the schema leaves optional
    defineBlock({ type: "page-heading", Component: RequiredSubtitle });
    // @ts-expect-error a block without a contract in schemas/
    defineBlock({ type: "carousel-of-doom", Component: PageHeading });
  });

  it("refuses data needs that the component does not match", () => {
    // @ts-expect-error the component needs data, but the block does not say so
    defineBlock({ type: "page-heading", Component: WithData });
    // @ts-expect-error the block says it needs data, but its component takes none
    defineBlock({ type: "page-heading", Component: PageHeading, needsData: true });
  });

  it("the registry has a definition for every block of schemas/", () => {
    const { "rich-text": _richText, ...others } = blockRegistry;
    // @ts-expect-error the Text block has no definition
    const incomplete: BlockRegistry = others;
    expect(Object.keys(incomplete)).not.toContain("rich-text");
  });

  it("the palette describes every block of schemas/", () => {
    const { "rich-text": _richText, ...others } = blockPalette;
    // @ts-expect-error the Text block has no palette entry
    const incomplete: typeof blockPalette = others;
    expect(Object.keys(incomplete)).toHaveLength(Object.keys(blockRegistry).length - 1);
  });
});
