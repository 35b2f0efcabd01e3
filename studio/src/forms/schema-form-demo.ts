import { hexColour, mediaUrl, safeLink } from "@storefront/schemas";
import { z } from "zod";
import type { FormHints } from "./schema/field-node.ts";

/** A schema with one field of every kind the form draws, for stories. */
export const demoSchema = z.strictObject({
  title: z.string().min(1).max(80).default("Drive away today").meta({ title: "Title" }),
  intro: z.string().max(400).optional().meta({ title: "Introduction" }),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(60)
    .default(21)
    .meta({ title: "Page size", description: "Result cards per page." }),
  tone: z.enum(["primary", "accent", "neutral"]).default("primary").meta({ title: "Colour" }),
  dismissible: z.boolean().default(true).meta({ title: "Can be dismissed" }),
  brandColour: hexColour.optional().meta({ title: "Brand colour" }),
  image: mediaUrl.optional().meta({ title: "Background image" }),
  button: z
    .strictObject({
      label: z.string().min(1).meta({ title: "Label" }),
      href: safeLink.meta({ title: "Link" }),
    })
    .default({ label: "Finance Pre-Approval", href: "/finance" })
    .meta({ title: "Button" }),
  reasons: z
    .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1) }))
    .min(1)
    .max(6)
    .default([
      { title: "Warranty", text: "Mechanical protection for peace of mind." },
      { title: "Finance", text: "Pre-approval in minutes." },
    ])
    .meta({ title: "Reasons" }),
  stickyBar: z
    .strictObject({
      enabled: z.boolean().default(false).meta({ title: "Enabled" }),
      threshold: z.number().int().min(0).default(900).meta({ title: "Threshold (px)" }),
    })
    .prefault({})
    .meta({ title: "Sticky call bar" }),
});

export const demoHints: FormHints = {
  intro: { widget: "textarea", help: "Leave a blank line between paragraphs." },
  reasons: { itemLabel: "Reason" },
};
