import { defineMain } from "@storybook/react-vite/node";
import tailwindcss from "@tailwindcss/vite";
import { mergeConfig } from "vite";

export default defineMain({
  framework: "@storybook/react-vite",
  stories: ["../design-system/src/**/*.stories.tsx", "../studio/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs"],
  staticDirs: [{ from: "./public", to: "/storybook-assets" }],
  // TypeScript 7 has no JS API, so component docs come from react-docgen, not the TS-based one.
  typescript: { reactDocgen: "react-docgen" },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (config) => mergeConfig(config, { plugins: [tailwindcss()] }),
});
