import { slug } from "@storefront/schemas";
import { z } from "zod";

/** The largest draft (or imported document) the API takes; the demo group's is about 75 KB. */
export const draftByteLimit = 1024 * 1024;

/** A site's slug as it may appear in a path or a file name: nothing that could leave a folder. */
export const siteSlug = slug.max(100, "Use at most 100 characters");

export const slugParams = z.strictObject({ slug: siteSlug });

/** A draft as authored: any JSON object; the schema judges it only on export. */
export const draftBody = z.record(z.string(), z.unknown(), {
  error: "Send the draft as a JSON object",
});

/** Where a new draft starts from: a template, an export, or a document the marketer imports. */
export const startFrom = z.union(
  [
    z.strictObject({ template: siteSlug }),
    z.strictObject({ export: siteSlug }),
    z.strictObject({
      import: z.unknown().refine((value) => value !== undefined, "Send the document to import"),
    }),
  ],
  { error: 'Send { "template": name }, { "export": slug } or { "import": document }' },
);
export type StartFrom = z.infer<typeof startFrom>;
