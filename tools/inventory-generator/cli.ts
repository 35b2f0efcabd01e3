import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { VehicleRecord } from "@storefront/schemas";
import { commandProgress } from "../../runtime/server/cli/progress.ts";
import { runCli } from "../../runtime/server/cli/run-cli.ts";
import { formatProblems, shownPath } from "../../runtime/server/definition/report.ts";
import type { InventorySite } from "./generate.ts";
import { parseMixOption } from "./stock/mix-option.ts";

const usage = `Usage: npm run generate:inventory -- --count <n> --out <file.json>
         [--seed <text>] [--site <definition.json>] [--now <ISO date>] [--mix <preset or weights>]
  --seed  same seed, same inventory (default 1)
  --now   nothing is dated after it (default today, 00:00 UTC)
  --mix   default, car-dealer, caravan-dealer, motorcycle-dealer, truck-dealer,
          or weights such as cars=10,caravans=90`;

const maxCount = 1_000_000;

function fail(message: string): number {
  console.error(`${message}\n${usage}`);
  return 1;
}

async function readSite(file: string): Promise<InventorySite | string> {
  const shown = shownPath(file);
  const { loadDocument } = await import("../../runtime/server/definition/load-document.ts");
  const loaded = await loadDocument(file, "definition");
  if (!loaded.ok)
    return `${formatProblems(shown, loaded.problems)}\n${shown} is not a valid site definition.`;
  if (loaded.kind !== "definition") return `${shown} is not a site definition.`;
  return { dealerships: loaded.definition.dealerships, locations: loaded.definition.locations };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// The generator and the schemas load only once the arguments are known good, so a mistyped
// command answers at once.
runCli(async (args) => {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args,
      options: {
        count: { type: "string" },
        seed: { type: "string", default: "1" },
        out: { type: "string" },
        site: { type: "string" },
        now: { type: "string" },
        mix: { type: "string" },
        help: { type: "boolean" },
      },
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const count = Number(values.count);
  if (values.count === undefined) return fail("--count is needed.");
  if (!/^\d+$/.test(String(values.count)) || count < 1 || count > maxCount) {
    return fail(
      `--count must be a whole number from 1 to ${maxCount.toLocaleString("en-AU")}, not "${values.count}".`,
    );
  }
  const out = values.out;
  if (typeof out !== "string" || out === "")
    return fail("--out is needed: the inventory file to write.");
  const folder = dirname(resolve(out));
  if (!existsSync(folder)) return fail(`The folder for --out does not exist: ${folder}`);
  let now: Date | undefined;
  if (typeof values.now === "string") {
    now = new Date(values.now);
    if (!/^\d{4}-\d{2}-\d{2}/.test(values.now) || Number.isNaN(now.getTime())) {
      return fail(`--now must be an ISO date such as 2026-06-30, not "${values.now}".`);
    }
  }
  const mixOption = parseMixOption(typeof values.mix === "string" ? values.mix : undefined);
  if (!mixOption.ok) return fail(mixOption.message);
  const { mix } = mixOption;
  let site: InventorySite | undefined;
  if (typeof values.site === "string") {
    const read = await readSite(values.site);
    if (typeof read === "string") {
      console.error(read);
      return 1;
    }
    site = read;
  }

  const { generateVehicles, startOfTodayUtc } = await import("./generate.ts");
  const { writeValidated } = await import("./output/write-validated.ts");
  now ??= startOfTodayUtc();
  const started = performance.now();
  let vehicles: Iterable<VehicleRecord>;
  try {
    vehicles = generateVehicles({ count, seed: String(values.seed), now, site, mix });
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const progress = commandProgress("Generating", { total: count, unit: "vehicles" });
  const result = await writeValidated(out, now.toISOString(), vehicles, progress.update);
  progress.stop();
  if (!result.ok) {
    console.error(result.message);
    return 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Generated ${count.toLocaleString("en-AU")} vehicles (all valid) in ${seconds} s: ` +
      `${shownPath(out)}, ${megabytes(result.bytes)}`,
  );
  return 0;
});
