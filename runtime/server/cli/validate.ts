import { loadDocument } from "../definition/load-document.ts";
import { inventoryReport, problemsReport, shownPath } from "../definition/report.ts";
import { readingProgress } from "./progress.ts";
import { runCli } from "./run-cli.ts";

runCli(async (args) => {
  const files = args.filter((arg) => !arg.startsWith("--"));
  if (!files.length) {
    console.error("Usage: npm run validate -- <definition-or-inventory.json> [more files...]");
    return 2;
  }
  let failed = 0;
  for (const file of files) {
    const shown = shownPath(file);
    const progress = readingProgress(`Validating ${shown}`);
    const result = await loadDocument(file, "either", progress.onRead);
    progress.stop();
    if (!result.ok) {
      failed++;
      console.error(problemsReport(shown, result.problems));
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
