// The storefront the browser journeys run against: the dealer-group template with seeded stock.
import { fileURLToPath } from "node:url";
import { ensureE2eInventory, serveArgs } from "./lib/e2e-server.mjs";
import { run } from "./lib/run.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const files = await ensureE2eInventory();
process.exitCode = await run(
  `${root}/node_modules/.bin/tsx`,
  serveArgs(files, process.argv[2] ?? "4173"),
  { cwd: root },
);
