import type { SiteTheme } from "@storefront/schemas/theme";
import { adjustForContrast, minimumContrast, readablePair } from "./colour-contrast.ts";

/**
 * The page background every theme shares (tokens.css). Dealer colours are checked against it;
 * contrast.test.ts fails if a theme stylesheet starts to override it.
 */
export const themeBackground = "#ffffff";

/**
 * CSS custom properties that apply a dealer's own brand colours on top of the manufacturer theme.
 * Each colour gets the near-white or near-black text that contrasts more, and is nudged darker or
 * lighter until that pair reaches 4.5:1; the focus ring follows the primary colour but is kept at
 * 3:1 against the background. Without brand colours the result is empty.
 */
export function themeVariables(theme: Pick<SiteTheme, "brandColours">): Record<string, string> {
  const variables: Record<string, string> = {};
  const { primary, accent } = theme.brandColours ?? {};

  if (primary) {
    const pair = readablePair(primary);
    variables["--primary"] = pair.background;
    variables["--primary-foreground"] = pair.foreground;
    variables["--ring"] = adjustForContrast(
      pair.background,
      themeBackground,
      minimumContrast.nonText,
    );
  }

  if (accent) {
    const pair = readablePair(accent);
    variables["--accent"] = pair.background;
    variables["--accent-foreground"] = pair.foreground;
  }

  return variables;
}
