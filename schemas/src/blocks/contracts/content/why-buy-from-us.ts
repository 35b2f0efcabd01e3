import { z } from "zod";
import { blockContract } from "../../shared.ts";

export const whyBuyFromUs = blockContract({
  type: "why-buy-from-us",
  props: z.strictObject({
    title: z.string().min(1).default("Why buy from us").meta({ title: "Title" }),
    items: z
      .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1) }))
      .min(1)
      .max(6)
      .default([
        {
          title: "Warranty",
          text: "Every vehicle comes with mechanical protection for peace of mind.",
        },
        {
          title: "Finance",
          text: "Competitive finance with pre-approval in minutes and no impact on your credit score.",
        },
        { title: "Years in business", text: "Trusted by local drivers for over 30 years." },
      ])
      .meta({ title: "Reasons", widget: "list", help: "Up to six reasons." }),
  }),
  placement: { templates: "any", zones: ["main", "bottom"] },
});
