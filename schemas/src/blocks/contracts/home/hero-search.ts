import { z } from "zod";
import { mediaUrl } from "../../../common.ts";
import { blockContract } from "../../shared.ts";

export const heroSearch = blockContract({
  type: "hero-search",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Find your next vehicle").meta({ title: "Title" }),
    subtitle: z
      .string()
      .max(240)
      .default("Search new, demo and used stock across our dealerships.")
      .meta({ title: "Subtitle", widget: "textarea" }),
    image: mediaUrl.optional().meta({
      title: "Background image",
      widget: "image",
      help: "A dark overlay keeps the title readable over any photo.",
    }),
    placeholder: z.string().max(80).default("Search make, model or keyword").meta({
      title: "Search box hint",
      widget: "text",
      help: "Shown in the empty search box.",
    }),
  }),
  placement: { templates: ["home", "content"], zones: ["main"], max: 1 },
});
