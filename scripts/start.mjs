// npm start: install and build what is missing, then serve the demo dealer group.
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compiledServer, ensureBuilds } from "./lib/builds.mjs";
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { mustRun, run } from "./lib/run.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => `${root}/node_modules/.bin/${name}`;
const port = process.env.PORT ?? "3000";
const site = "templates/dealer-group.json";
const inventory = "data/demo-inventory.json";

await ensureDependencies(root);

await ensureBuilds();
if (!existsSync(`${root}/${inventory}`)) {
  mkdirSync(`${root}/data`, { recursive: true });
  console.log("Generating the demo inventory (2,000 vehicles)…");
  await mustRun(
    bin("tsx"),
    [
      "tools/inventory-generator/cli.ts",
      "--count",
      "2000",
      "--seed",
      "1",
      "--site",
      site,
      "--out",
      inventory,
    ],
    { cwd: root },
  );
}

process.exitCode = await run(
  "node",
  [...compiledServer, "--site", site, "--inventory", inventory, "--data", "data", "--port", port],
  { cwd: root },
);
