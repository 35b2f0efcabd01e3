import { z } from "zod";
import { blockContract } from "../../shared.ts";

export const facetTiles = blockContract({
  type: "facet-tiles",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Browse by make").meta({ title: "Title" }),
    facet: z.enum(["make", "body"]).default("make").meta({ title: "Tiles for", widget: "select" }),
    limit: z.number().int().min(2).max(24).default(12).meta({
      title: "Most tiles",
      widget: "number",
      help: "The most common makes or body types are shown first.",
    }),
  }),
  placement: { templates: ["home", "content", "search"], zones: ["main", "bottom"] },
});
