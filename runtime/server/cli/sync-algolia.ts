import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  adminKeyVariable,
  algoliaApiUrl,
  apiUrlVariable,
  pushToAlgolia,
} from "../algolia/site-indices.ts";
import { loadDocument } from "../definition/load-document.ts";
import { formatProblems, inventoryReport, shownPath } from "../definition/report.ts";
import { readingProgress } from "./progress.ts";
import { runCli } from "./run-cli.ts";

const usage = `Usage: ${adminKeyVariable}=... npm run sync:algolia -- --site <definition.json> --inventory <inventory.json> [--data <folder>] [--full]
  Pushes the site's stock to the Algolia index its definition names: settings, replicas, records.
  ${apiUrlVariable}  one address for Algolia's API instead of the application's hosts (optional)
  --data  where the last push is remembered, to send only changes next time (default data)
  --full  reindex everything through a temporary index, even when the last push is known`;

runCli(async (args) => {
  let values: { site?: string; inventory?: string; data?: string; full?: boolean };
  try {
    values = parseArgs({
      args,
      options: {
        site: { type: "string" },
        inventory: { type: "string" },
        data: { type: "string", default: "data" },
        full: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const adminKey = process.env[adminKeyVariable];
  const missing = [
    !values.site && "--site <definition.json> is missing",
    !values.inventory && "--inventory <inventory.json> is missing",
    !adminKey && `Set ${adminKeyVariable} to an Algolia key that may write the index.`,
  ].filter(Boolean);
  if (!values.site || !values.inventory || !adminKey) {
    console.error(`${missing.join("\n")}\n${usage}`);
    return 2;
  }
  const api = algoliaApiUrl(process.env[apiUrlVariable]);
  if (api.problem) {
    console.error(api.problem);
    return 2;
  }
  const site = await loadDocument(values.site, "definition");
  if (!site.ok) {
    console.error(formatProblems(values.site, site.problems));
    return 1;
  }
  if (site.kind !== "definition") return 1;
  const search = site.definition.integrations.search;
  if (search.backend !== "algolia") {
    console.error(
      `${values.site}: the site searches the embedded engine; set integrations.search.backend to "algolia" with its appId and searchApiKey`,
    );
    return 1;
  }
  const reading = readingProgress(`Reading ${shownPath(values.inventory)}`);
  const inventory = await loadDocument(values.inventory, "inventory", reading.onRead);
  reading.stop();
  if (!inventory.ok) {
    console.error(formatProblems(values.inventory, inventory.problems));
    return 1;
  }
  if (inventory.kind !== "inventory") return 1;
  if (inventory.rejectedRecords)
    console.error(
      inventoryReport(values.inventory, { ...inventory, vehicles: inventory.vehicles.length }),
    );
  const [pushed] = await pushToAlgolia([site.definition], [...inventory.vehicles], {
    adminKey,
    stateDir: join(values.data ?? "data", "algolia"),
    apiUrl: api.url,
    full: values.full ?? false,
    say: (line) => console.error(line),
  }).catch((error: unknown) => {
    const status = (error as { status?: number }).status;
    if (status !== 401 && status !== 403) throw error;
    console.error(
      `Algolia refused ${adminKeyVariable} for application ${search.appId} (${status}: ${(error as Error).message}); give it a key of that application with the addObject, deleteObject, deleteIndex and editSettings rights.`,
    );
    return [];
  });
  if (!pushed) return 1;
  const { result } = pushed;
  console.log(
    result.mode === "full"
      ? `✔ ${pushed.appId}/${pushed.index}: reindexed ${result.saved} records through a temporary index`
      : `✔ ${pushed.appId}/${pushed.index}: ${result.saved} records saved, ${result.deleted} deleted (only changes)`,
  );
  if (result.settingsUpdated)
    console.log(`  settings set on ${pushed.index} and its ${search.replicas.length} replicas`);
  return 0;
});
