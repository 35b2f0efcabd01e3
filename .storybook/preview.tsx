import { type ManufacturerTheme, manufacturerThemes } from "@storefront/schemas/theme";
import type { Preview } from "@storybook/react-vite";
import { manufacturerThemeLabels } from "../design-system/src/theme/manufacturer-theme-labels.ts";
import { ThemeProvider } from "../design-system/src/theme/theme-provider.tsx";
import "../design-system/src/styles/globals.css";

const preview: Preview = {
  tags: ["autodocs"],
  parameters: {
    // Any axe violation fails the story in the test runner.
    a11y: { test: "error" },
    controls: { expanded: true },
  },
  globalTypes: {
    theme: {
      description: "Manufacturer colour theme",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        dynamicTitle: true,
        items: manufacturerThemes.map((value) => ({
          value,
          title: manufacturerThemeLabels[value],
        })),
      },
    },
  },
  initialGlobals: { theme: "neutral" },
  decorators: [
    (Story, context) => (
      <ThemeProvider
        theme={{ manufacturer: context.globals.theme as ManufacturerTheme, brandColours: {} }}
      >
        <Story />
      </ThemeProvider>
    ),
  ],
};

export default preview;
