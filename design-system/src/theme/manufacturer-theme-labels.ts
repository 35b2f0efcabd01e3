import type { ManufacturerTheme } from "@storefront/schemas/theme";

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
