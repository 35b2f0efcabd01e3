import { manufacturerThemeLabels } from "@storefront/design-system/theme/manufacturer-theme-labels.ts";
import { ThemeProvider } from "@storefront/design-system/theme/theme-provider.tsx";
import { type ManufacturerTheme, manufacturerThemes } from "@storefront/schemas";
import { isHex } from "../../forms/schema/value-conversions.ts";

type ThemePreviewProps = {
  manufacturer: unknown;
  primary: unknown;
  accent: unknown;
};

/**
 * Swatches of the chosen manufacturer theme with the brand colours applied, drawn by the design
 * system's ThemeProvider, so they show exactly the colours (and text colours) the site will use.
 */
export function ThemePreview({ manufacturer, primary, accent }: ThemePreviewProps) {
  const theme = manufacturerThemes.includes(manufacturer as ManufacturerTheme)
    ? (manufacturer as ManufacturerTheme)
    : "neutral";
  const brandColours = {
    primary: isHex(primary) ? primary : undefined,
    accent: isHex(accent) ? accent : undefined,
  };
  return (
    <figure data-slot="theme-preview" className="grid gap-1.5">
      <ThemeProvider
        theme={{ manufacturer: theme, brandColours }}
        className="flex flex-wrap items-center gap-2 rounded-md border border-border p-3"
      >
        <span className="rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground text-sm">
          Primary
        </span>
        <span className="rounded-md bg-accent px-3 py-1.5 font-medium text-accent-foreground text-sm">
          Accent
        </span>
        <span className="rounded-md border-2 border-ring px-3 py-1.5 text-sm">Focus ring</span>
        <span className="rounded-md bg-muted px-3 py-1.5 text-muted-foreground text-sm">Muted</span>
      </ThemeProvider>
      <figcaption className="text-muted-foreground text-sm">
        Preview: {manufacturerThemeLabels[theme]}
        {brandColours.primary || brandColours.accent ? " with the brand colours" : ""}
      </figcaption>
    </figure>
  );
}
