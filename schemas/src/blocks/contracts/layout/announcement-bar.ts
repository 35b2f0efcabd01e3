import { z } from "zod";
import { blockContract, linkProp } from "../../shared.ts";

export const announcementBar = blockContract({
  type: "announcement-bar",
  props: z.strictObject({
    message: z.string().min(1).max(200).default("Drive away today with our latest offers.").meta({
      title: "Message",
      widget: "text",
      placeholder: "Drive away today with our latest offers.",
    }),
    link: linkProp.optional().meta({ title: "Link" }),
    dismissible: z.boolean().default(true).meta({
      title: "Can be dismissed",
      widget: "switch",
      help: "Once dismissed it stays hidden for the visit.",
    }),
    tone: z
      .enum(["primary", "accent", "neutral"])
      .default("primary")
      .meta({ title: "Colour", widget: "select" }),
  }),
  placement: { templates: ["layout"], zones: ["header"], max: 1 },
});
