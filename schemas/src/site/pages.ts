import { z } from "zod";
import { blockInstance } from "../blocks/catalog.ts";
import { slug } from "../common.ts";
import { type PageTemplate, pageTemplateCatalog, pageTemplates } from "./page-templates.ts";

export const sitePath = z
  .string()
  .regex(
    /^\/([a-z0-9]+(?:-[a-z0-9]+)*\/?)*$/,
    "Use a lower-case site path such as /about-us or /pages/eofy-sale",
  );

const zones = z.record(z.string(), z.array(blockInstance)).default({});

export const page = z
  .strictObject({
    id: slug.meta({ description: "Unique page id within the site." }),
    template: z.enum(pageTemplates, {
      error: (issue) =>
        `Unknown page template "${String(issue.input)}"; known templates: ${pageTemplates.join(", ")}`,
    }),
    path: sitePath
      .optional()
      .meta({ description: "Path of a content page; other templates serve their own routes." }),
    title: z.string().min(1).max(120),
    description: z.string().max(300).optional(),
    zones,
  })
  .superRefine((value, ctx) => {
    const known: readonly string[] = pageTemplateCatalog[value.template].zones;
    for (const zone of Object.keys(value.zones)) {
      if (!known.includes(zone)) {
        ctx.addIssue({
          code: "custom",
          path: ["zones", zone],
          message: `The ${value.template} template has no zone "${zone}"; its zones are ${known.join(", ")}`,
        });
      }
    }
    if (value.template === "content" && !value.path) {
      ctx.addIssue({
        code: "custom",
        path: ["path"],
        message: "A content page needs a path such as /about-us",
      });
    }
    if (value.template !== "content" && value.path) {
      ctx.addIssue({
        code: "custom",
        path: ["path"],
        message: `A ${value.template} page serves its own routes (${routesText(value.template)}); only content pages take a path`,
      });
    }
  });
export type Page = z.infer<typeof page>;
export type PageInput = z.input<typeof page>;

export const siteLayout = z.strictObject({ zones }).superRefine((value, ctx) => {
  for (const zone of Object.keys(value.zones)) {
    if (!pageTemplateCatalog.layout.zones.some((known) => known === zone)) {
      ctx.addIssue({
        code: "custom",
        path: ["zones", zone],
        message: `The layout has no zone "${zone}"; its zones are header, footer`,
      });
    }
  }
});

function routesText(template: PageTemplate): string {
  const routes: readonly string[] = pageTemplateCatalog[template].routes;
  return routes.length ? routes.join(", ") : "none";
}
