import { z } from "zod";
import { brandSectionKind } from "../../../content.ts";
import { blockContract } from "../../shared.ts";

export const brandGrid = blockContract({
  type: "brand-grid",
  props: z.strictObject({
    title: z.string().max(120).default("").meta({
      title: "Title",
      description: "A heading above the sections; without one the section titles are the headings.",
    }),
    sections: z
      .array(brandSectionKind)
      .min(1)
      .default(["car", "motorcycle", "truck", "ours"])
      .meta({
        title: "Sections",
        description:
          "Car Brands, Motorcycle Brands, Truck Brands, Our Brands; empty ones are skipped.",
        widget: "list",
        help: "Sections show in this order; empty ones are skipped.",
      }),
    showStats: z
      .boolean()
      .default(true)
      .meta({ title: "Shows the stats banner", widget: "switch" }),
    stats: z
      .array(z.strictObject({ value: z.string().min(1).max(12), label: z.string().min(1).max(40) }))
      .max(4)
      .default([
        { value: "50+", label: "locations" },
        { value: "40+", label: "brands" },
        { value: "30+", label: "years" },
      ])
      .meta({
        title: "Stats",
        widget: "list",
        help: "Up to four figures, such as 50+ locations.",
      }),
  }),
  placement: { templates: ["home", "brands", "content"], zones: ["main"] },
});
