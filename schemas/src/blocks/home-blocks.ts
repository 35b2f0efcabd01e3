import { z } from "zod";
import { mediaUrl } from "../common.ts";
import { brandSectionKind } from "../content.ts";

export const heroSearchProps = z.strictObject({
  title: z.string().min(1).max(120).default("Find your next vehicle").meta({ title: "Title" }),
  subtitle: z
    .string()
    .max(240)
    .default("Search new, demo and used stock across our dealerships.")
    .meta({ title: "Subtitle" }),
  image: mediaUrl.optional().meta({ title: "Background image" }),
  placeholder: z
    .string()
    .max(80)
    .default("Search make, model or keyword")
    .meta({ title: "Search box hint" }),
});

export const facetTilesProps = z.strictObject({
  title: z.string().min(1).max(120).default("Browse by make").meta({ title: "Title" }),
  facet: z.enum(["make", "body"]).default("make").meta({ title: "Tiles for" }),
  limit: z.number().int().min(2).max(24).default(12).meta({ title: "Most tiles" }),
});

export const brandGridProps = z.strictObject({
  title: z.string().max(120).default("").meta({
    title: "Title",
    description: "A heading above the sections; without one the section titles are the headings.",
  }),
  sections: z.array(brandSectionKind).min(1).default(["car", "motorcycle", "truck", "ours"]).meta({
    title: "Sections",
    description: "Car Brands, Motorcycle Brands, Truck Brands, Our Brands; empty ones are skipped.",
  }),
  showStats: z.boolean().default(true).meta({ title: "Shows the stats banner" }),
  stats: z
    .array(z.strictObject({ value: z.string().min(1).max(12), label: z.string().min(1).max(40) }))
    .max(4)
    .default([
      { value: "50+", label: "locations" },
      { value: "40+", label: "brands" },
      { value: "30+", label: "years" },
    ])
    .meta({ title: "Stats" }),
});
