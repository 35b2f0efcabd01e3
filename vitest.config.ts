import { defineConfig } from "vitest/config";

const exclude = ["**/node_modules/**", "**/e2e/**", "**/dist/**"];

export default defineConfig({
  test: {
    environment: "node",
    projects: [
      {
        // Plain modules with no servers, files or processes: one module graph per worker instead
        // of one per test file, which cuts the suite's CPU time to about a third.
        extends: true,
        test: {
          name: "modules",
          include: ["{schemas,rules,design-system,studio}/**/*.test.{ts,tsx}"],
          exclude,
          isolate: false,
        },
      },
      {
        // Servers, stores, child processes and generated files: each test file on its own.
        extends: true,
        test: {
          name: "servers",
          include: ["{runtime,tools,scripts}/**/*.test.{ts,tsx}"],
          exclude,
        },
      },
    ],
  },
});
