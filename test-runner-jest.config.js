import { getJestConfig } from "@storybook/test-runner";

/**
 * Storybook test-runner settings: Debian's Chromium (CHROMIUM_PATH to override), headless, and
 * quiet on a network without internet access.
 */
const testRunnerConfig = getJestConfig();

const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // Play functions wait for states; the limit only ends a story that hangs, and a busy 2-core
  // machine can take well over 15 s to render the largest (every settings group open).
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    "jest-playwright": {
      ...testRunnerConfig.testEnvironmentOptions?.["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        headless: true,
        args: chromiumArgs,
      },
    },
  },
};
