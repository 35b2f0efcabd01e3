import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["{schemas,rules,design-system,studio,runtime,tools,scripts}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/e2e/**", "**/dist/**"],
    globalSetup: ["scripts/vitest/test-temp-folder.ts"],
    // One module graph per worker instead of one per test file: a third of the CPU time. No test
    // mocks modules (scripts/biome/no-module-mocks.grit rejects it) or changes globals, and each
    // server, store or child process is the test's own.
    isolate: false,
    // Vitest's default on 2 cores is one worker, idle while its tests wait on servers and disks.
    maxWorkers: 2,
    // A suite's setup that opens the worker's first SQLite store (directly or by starting a
    // server) waits for the lead-writing thread to start: seconds on a busy machine.
    hookTimeout: 60_000,
  },
});
