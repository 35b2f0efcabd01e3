import { loadDocument } from "../definition/load-document.ts";
import { formatProblems, inventoryReport, shownPath } from "../definition/report.ts";
import { commandProgress, type Progress } from "./progress.ts";
import { runCli } from "./run-cli.ts";

/** Smaller files validate in a moment; a bar would only flash. */
const showProgressFrom = 16 * 1024 * 1024;

runCli(async (args) => {
  const files = args.filter((arg) => !arg.startsWith("--"));
  if (!files.length) {
    console.error("Usage: npm run validate -- <definition-or-inventory.json> [more files...]");
    return 2;
  }
  let failed = 0;
  for (const file of files) {
    const shown = shownPath(file);
    let progress: Progress | undefined;
    const result = await loadDocument(file, "either", (bytesRead, totalBytes) => {
      if (totalBytes < showProgressFrom) return;
      progress ??= commandProgress(`Validating ${shown}`, {
        total: totalBytes,
        unit: "MB",
        format: (bytes) => (bytes / 1024 / 1024).toFixed(1),
      });
      progress.update(bytesRead);
    });
    progress?.stop();
    if (!result.ok) {
      failed++;
      console.error(formatProblems(shown, result.problems));
      console.error(
        `✖ ${shown}: ${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}`,
      );
    } else if (result.kind === "inventory") {
      const report = inventoryReport(shown, { ...result, vehicles: result.vehicles.length });
      if (result.rejectedRecords) {
        failed++;
        console.error(report);
      } else console.log(report);
    } else {
      const upgraded =
        result.migratedFrom === null ? "" : ` (upgraded from version ${result.migratedFrom})`;
      console.log(`✔ ${shown}: valid site definition "${result.definition.slug}"${upgraded}`);
    }
  }
  return failed ? 1 : 0;
});
