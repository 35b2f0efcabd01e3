import type { BlockInstanceInput } from "@storefront/schemas";
import type { Draft } from "../editor-state.ts";

const hero: BlockInstanceInput = {
  type: "hero-search",
  id: "hero",
  props: { title: "Find your next car" },
};
const tiles: BlockInstanceInput = { type: "facet-tiles", id: "tiles", props: {} };
const brands: BlockInstanceInput = { type: "brand-grid", id: "brands", props: {} };
const heading: BlockInstanceInput = {
  type: "page-heading",
  id: "about-heading",
  props: { title: "About us" },
};
const text: BlockInstanceInput = {
  type: "rich-text",
  id: "about-text",
  props: { body: "We sell cars." },
};

/** A small valid site: a home page, an about page, and the layout. */
export function sampleDraft(): Draft {
  return {
    version: 1,
    slug: "harbour-city",
    name: "Harbour City Cars",
    template: "dealer-group",
    layout: {
      zones: {
        header: [{ type: "site-header", id: "header", props: {} }],
        footer: [{ type: "site-footer", id: "footer", props: {} }],
      },
    },
    pages: [
      { id: "home", template: "home", title: "Home", zones: { main: [hero, tiles, brands] } },
      {
        id: "about",
        template: "content",
        path: "/about-us",
        title: "About us",
        zones: { top: [heading], main: [text] },
      },
    ],
  };
}

export const zoneTypes = (draft: Draft, page: string, zone: string): string[] =>
  (draft.pages?.find((entry) => entry.id === page)?.zones?.[zone] ?? []).map((block) => block.id);
