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

const faqItem = z.strictObject({
  question: z.string().min(1).max(160).meta({ title: "Question" }),
  answer: z.string().min(1).max(1000).meta({ title: "Answer", widget: "textarea" }),
});
type FaqItem = z.output<typeof faqItem>;

/** An FAQ's questions and answers, each opening and closing, with the block's own defaults. */
export const faqItems = (defaults: FaqItem[]) =>
  z.array(faqItem).min(1).max(20).default(defaults).meta({
    title: "Questions",
    widget: "list",
    help: "Each question opens and closes to show its answer.",
  });
