import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runCli } from "../cli/run-cli.ts";
import { exportSite } from "./site-export.ts";

const usage =
  "Usage: tsx runtime/server/studio/export-definition-cli.ts <definition.json> [--exports <folder>]";

/**
 * Exports a definition file exactly as the studio's export does, e.g. a template as the demo
 * export: `tsx runtime/server/studio/export-definition-cli.ts templates/dealer-group.json`.
 */
runCli(async (args) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      exports: {
        type: "string",
        default: fileURLToPath(new URL("../../../exports", import.meta.url)),
      },
    },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const document: unknown = JSON.parse(await readFile(file, "utf8"));
  const slug = (document as { slug?: unknown } | null)?.slug;
  if (typeof document !== "object" || document === null || typeof slug !== "string") {
    console.error(`${file}: not a site definition with a slug`);
    return 1;
  }
  const result = await exportSite(values.exports, slug, document as Record<string, unknown>);
  if (!result.ok) {
    for (const problem of result.problems)
      console.error(`${file}: ${problem.pointer || "/"} ${problem.message}`);
    return 1;
  }
  console.log(`Exported ${file} to ${result.file} (${result.bytes} bytes)`);
  return 0;
});
