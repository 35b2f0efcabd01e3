import { z } from "zod";
import { mediaUrl } from "../../../common.ts";
import { blockContract, linkProp } from "../../shared.ts";

export const featureBanner = blockContract({
  type: "feature-banner",
  props: z.strictObject({
    title: z
      .string()
      .min(1)
      .max(120)
      .default("Get pre-approved before you shop")
      .meta({ title: "Title" }),
    text: z.string().max(400).optional().meta({ title: "Text", widget: "textarea" }),
    image: mediaUrl.optional().meta({ title: "Image", widget: "image" }),
    link: linkProp
      .default({ label: "Finance Pre-Approval", href: "/finance" })
      .meta({ title: "Button" }),
    align: z.enum(["left", "center"]).default("left").meta({ title: "Alignment" }),
  }),
  placement: { templates: "any", zones: ["top", "main", "bottom"] },
});
