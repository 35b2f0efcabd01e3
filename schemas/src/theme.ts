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

/** Display names for the manufacturer colour themes (Storybook toolbar, studio pickers). */
export const manufacturerThemeLabels: Record<ManufacturerTheme, string> = {
  neutral: "Neutral (dealer group)",
  toyota: "Toyota",
  mazda: "Mazda",
  hyundai: "Hyundai",
  kia: "Kia",
  ford: "Ford",
  mitsubishi: "Mitsubishi",
  nissan: "Nissan",
  isuzu: "Isuzu",
  mg: "MG",
  byd: "BYD",
  volkswagen: "Volkswagen",
  suzuki: "Suzuki",
};

export const siteTheme = z.object({
  manufacturer: manufacturerTheme.default("neutral").meta({
    title: "Manufacturer theme",
    optionLabels: manufacturerThemeLabels,
    description: "Manufacturer colour theme the site starts from.",
  }),
  brandColours: z
    .object({
      primary: hexColour.optional().meta({ title: "Primary colour" }),
      accent: hexColour.optional().meta({ title: "Accent colour" }),
    })
    .default({})
    .meta({
      title: "Brand colours",
      description:
        "Dealer's own colours; they replace the theme's primary and accent, with text colours chosen for contrast.",
    }),
  logo: z
    .object({
      url: mediaUrl.meta({ title: "Logo image" }),
      alt: z.string().min(1).meta({ title: "Alt text", description: "Usually the dealer's name." }),
    })
    .optional()
    .meta({ title: "Logo", description: "Dealer logo shown in the header and footer." }),
});
export type SiteTheme = z.infer<typeof siteTheme>;
