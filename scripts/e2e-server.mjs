// The storefront the browser journeys run against: the dealer-group template with seeded stock.
import { fileURLToPath } from "node:url";
import { ensureBuilds } from "./lib/builds.mjs";
import { ensureE2eInventory, serveArgs } from "./lib/e2e-server.mjs";
import { run } from "./lib/run.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const files = await ensureE2eInventory();
await ensureBuilds();
process.exitCode = await run("node", serveArgs(files, process.argv[2] ?? "4173"), { cwd: root });
