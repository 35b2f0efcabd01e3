import { readFileSync } from "node:fs";
import type { BlockInstanceInput } from "@storefront/schemas";
import type { Draft } from "../src/editor/editor-state.ts";

export const benchSlug = "edit-speed-bench";
export const benchPageId = "bench-page";

const mainTypes = ["rich-text", "page-heading", "feature-banner", "why-buy-from-us"] as const;
const edgeTypes = ["rich-text", "feature-banner"] as const;

function block(index: number, type: string): BlockInstanceInput {
  const id = `bench-${index}`;
  switch (type) {
    case "rich-text":
      return { type, id, props: { heading: `Section ${index}`, body: `Paragraph ${index}.` } };
    case "page-heading":
      return { type, id, props: { title: `Heading ${index}` } };
    case "feature-banner":
      return { type, id, props: { title: `Offer ${index}`, text: "Drive away today." } };
    default:
      return { type: "why-buy-from-us", id, props: { title: `Reasons ${index}` } };
  }
}

/**
 * The dealer-group template with a content page of `count` blocks: five at the top, ten at the
 * bottom, the rest in the main zone.
 */
export function benchDraft(templateFile: string, count = 200): Draft {
  const template = JSON.parse(readFileSync(templateFile, "utf8")) as Draft & { $schema?: string };
  const { $schema: _, ...draft } = template;
  const edge = (from: number, length: number) =>
    Array.from({ length }, (_, i) => block(from + i, edgeTypes[i % edgeTypes.length] as string));
  const top = edge(0, 5);
  const bottom = edge(5, 10);
  const main = Array.from({ length: count - 15 }, (_, i) =>
    block(15 + i, mainTypes[i % mainTypes.length] as string),
  );
  return {
    ...draft,
    slug: benchSlug,
    pages: [
      ...(draft.pages ?? []),
      {
        id: benchPageId,
        template: "content",
        path: "/edit-speed-bench",
        title: "Edit speed",
        zones: { top, main, bottom },
      },
    ],
  };
}

export const benchGroupSize = 30;
export const benchRooftopSlug = (n: number) => `edit-speed-rooftop-${n}`;

/**
 * Rooftops of the bench site as a group: each holds its own name, id, domain and phone, and
 * takes the rest (the 200-block page too) from the group until it changes it.
 */
export function benchRooftops(count = benchGroupSize): Draft[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      version: 1,
      slug: benchRooftopSlug(n),
      name: `Rooftop ${n}`,
      parent: benchSlug,
      domains: [`rooftop-${n}.example.com.au`],
    } as Draft;
  });
}
