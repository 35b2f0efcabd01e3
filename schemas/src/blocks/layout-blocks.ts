import { z } from "zod";
import { linkProp } from "./shared.ts";

export const announcementBarProps = z.strictObject({
  message: z
    .string()
    .min(1)
    .max(200)
    .default("Drive away today with our latest offers.")
    .meta({ title: "Message" }),
  link: linkProp.optional().meta({ title: "Link" }),
  dismissible: z.boolean().default(true).meta({ title: "Can be dismissed" }),
  tone: z.enum(["primary", "accent", "neutral"]).default("primary").meta({ title: "Colour" }),
});

export const siteHeaderProps = z.strictObject({
  sticky: z.boolean().default(true).meta({ title: "Stays at the top when scrolling" }),
  showPhone: z.boolean().default(true).meta({ title: "Shows the primary location's phone" }),
});

export const siteFooterProps = z.strictObject({
  legal: z.string().max(600).default("").meta({
    title: "Legal text",
    description: "Shown under the menus, for example licence numbers.",
  }),
  showLocations: z.boolean().default(true).meta({ title: "Lists the sales locations" }),
});
