export { BrandLogo } from "./brand-logo.tsx";
export {
  adjustForContrast,
  contrastRatio,
  minimumContrast,
  nearBlack,
  nearWhite,
  readableForeground,
  readablePair,
  relativeLuminance,
} from "./colour-contrast.ts";
export { manufacturerThemeLabels } from "./manufacturer-theme-labels.ts";
export { usePortalContainer, useSiteTheme } from "./theme-context.ts";
export { ThemeProvider } from "./theme-provider.tsx";
export { themeBackground, themeVariables } from "./theme-variables.ts";
