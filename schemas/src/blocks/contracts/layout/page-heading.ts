import { z } from "zod";
import { blockContract } from "../../shared.ts";

export const pageHeading = blockContract({
  type: "page-heading",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Page title").meta({ title: "Title" }),
    subtitle: z.string().max(240).optional().meta({ title: "Subtitle" }),
  }),
  placement: { templates: "any", zones: ["top", "main"] },
});
