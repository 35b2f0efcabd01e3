import { z } from "zod";
import { mediaUrl } from "../common.ts";
import { linkProp } from "./shared.ts";

export const breadcrumbProps = z.strictObject({});

export const pageHeadingProps = z.strictObject({
  title: z.string().min(1).max(120).default("Page title").meta({ title: "Title" }),
  subtitle: z.string().max(240).optional().meta({ title: "Subtitle" }),
});

export const richTextProps = z.strictObject({
  heading: z.string().max(120).optional().meta({ title: "Heading" }),
  body: z
    .string()
    .min(1)
    .max(20000)
    .default("Write your text here.")
    .meta({ title: "Text", description: "Paragraphs are separated by a blank line." }),
});

export const featureBannerProps = z.strictObject({
  title: z
    .string()
    .min(1)
    .max(120)
    .default("Get pre-approved before you shop")
    .meta({ title: "Title" }),
  text: z.string().max(400).optional().meta({ title: "Text" }),
  image: mediaUrl.optional().meta({ title: "Image" }),
  link: linkProp
    .default({ label: "Finance Pre-Approval", href: "/finance" })
    .meta({ title: "Button" }),
  align: z.enum(["left", "center"]).default("left").meta({ title: "Alignment" }),
});

export const whyBuyFromUsProps = z.strictObject({
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
    .meta({ title: "Reasons" }),
});
