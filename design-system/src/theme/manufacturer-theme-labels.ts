/** Display names for the manufacturer colour themes, kept with the theme's schema. */
export { manufacturerThemeLabels } from "@storefront/schemas/theme";
