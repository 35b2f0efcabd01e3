import { existsSync, readFileSync } from "node:fs";

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);

/** Test counts from a vitest or jest JSON report (the same shape). */
export function jestLikeCounts(file) {
  const report = read(file);
  return report
    ? {
        passed: report.numPassedTests,
        failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      }
    : undefined;
}

/** Test counts from a Playwright JSON report. */
export function playwrightCounts(file) {
  const report = read(file);
  return report
    ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
    : undefined;
}
