import { z } from "zod";
import { safeLink } from "../common.ts";

export const linkProp = z.strictObject({
  label: z.string().min(1).meta({ title: "Label" }),
  href: safeLink.meta({ title: "Link", widget: "link" }),
});

/** Where a block may be placed: page templates, zones, and how many per page. */
export type Placement = {
  templates: readonly string[] | "any";
  zones: readonly string[];
  min?: number;
  max?: number;
};

/**
 * A block's contract, all of it readable without React: its type, its props schema (defaults,
 * titles and field hints as `.meta()`, see field-hints.ts) and where it may be placed. The
 * server and the CLI validate definitions with it; the design system binds it to a component.
 */
export type BlockContract<T extends string = string, Props extends z.ZodObject = z.ZodObject> = {
  readonly type: T;
  readonly props: Props;
  readonly placement: Placement;
};

export const blockContract = <const T extends string, Props extends z.ZodObject>(
  contract: BlockContract<T, Props>,
): BlockContract<T, Props> => contract;
