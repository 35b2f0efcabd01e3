import type { Config } from "tailwindcss";

/**
 * Shared Tailwind preset for the storefront runtime, the studio and Storybook, loaded by
 * design-system/src/styles/globals.css through `@config`. Colours, radius and fonts are semantic
 * tokens declared in CSS; this file holds the layout sizes the spec fixes.
 */
export default {
  theme: {
    extend: {
      maxWidth: {
        // Popup (dialog) width from the spec: 450 px.
        popup: "450px",
      },
    },
  },
} satisfies Config;
