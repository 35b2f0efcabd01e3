import type { SiteDefinitionInput } from "@storefront/schemas";

/**
 * The site being edited: a site definition as authored, which may be invalid while it is being
 * edited (the Problems panel lists what is wrong; export waits until nothing is).
 */
export type Draft = SiteDefinitionInput;

/** Where blocks live: a page by id (or the site layout) and one of its zones. */
export type ZoneRef = { page: string | "layout"; zone: string };
export type BlockRef = ZoneRef & { blockId: string };
export type JsonPath = readonly (string | number)[];

/** The undo/redo history around the present draft. */
export type EditorState = {
  present: Draft;
  past: Draft[];
  future: Draft[];
};

export const historyLimit = 200;
