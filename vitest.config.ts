import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{schemas,rules,design-system,runtime,studio,tools,scripts}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/e2e/**", "**/dist/**"],
    environment: "node",
  },
});
