import { z } from "zod";
import { hexColour, mediaUrl } from "./common.ts";

export const manufacturerThemes = [
  "neutral",
  "toyota",
  "mazda",
  "hyundai",
  "kia",
  "ford",
  "mitsubishi",
  "nissan",
  "isuzu",
  "mg",
  "byd",
  "volkswagen",
  "suzuki",
] as const;
const manufacturerTheme = z.enum(manufacturerThemes);
export type ManufacturerTheme = z.infer<typeof manufacturerTheme>;

export const siteTheme = z.object({
  manufacturer: manufacturerTheme
    .default("neutral")
    .meta({ description: "Manufacturer colour theme the site starts from." }),
  brandColours: z
    .object({
      primary: hexColour.optional(),
      accent: hexColour.optional(),
    })
    .default({})
    .meta({
      description:
        "Dealer's own colours; they replace the theme's primary and accent, with text colours chosen for contrast.",
    }),
  logo: z
    .object({ url: mediaUrl, alt: z.string().min(1) })
    .optional()
    .meta({ description: "Dealer logo shown in the header and footer." }),
});
export type SiteTheme = z.infer<typeof siteTheme>;
