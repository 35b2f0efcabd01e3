import { defineConfig, devices } from "@playwright/test";
import { financePartnerEnv } from "./runtime/e2e/support/finance-partner.ts";
import { leadReceiverEnv } from "./runtime/e2e/support/lead-receivers.ts";
import { regoLookupEnv } from "./runtime/e2e/support/rego-lookup.ts";
import { stripeStandInEnv } from "./runtime/e2e/support/stripe-stand-in.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: ".",
  testMatch: ["runtime/e2e/**/*.spec.ts", "studio/e2e/**/*.spec.ts"],
  outputDir: ".cache/e2e-results",
  fullyParallel: false,
  // Two browsers against the one shared server; E2E_WORKERS=1 runs the journeys one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (DOM snapshots at every action, a screencast) costs a third of the
    // journeys' time, so only a retry records one; `--trace on` records every journey.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "pipe",
    // Leads go to the receivers the lead delivery journey starts (runtime/e2e/support/lead-receivers.ts).
    // Errors only: lead deliveries to the journeys' receivers, down between journeys, retry loudly.
    env: {
      LOG_LEVEL: "error",
      ...(process.env as Record<string, string>),
      ...leadReceiverEnv(port),
      ...financePartnerEnv(port),
      ...regoLookupEnv(port),
      ...stripeStandInEnv(port),
    },
  },
});
