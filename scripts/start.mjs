// npm start: install and build what is missing, then serve the demo dealer group.
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { isStale } from "./lib/freshness.mjs";
import { mustRun, run } from "./lib/run.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => `${root}/node_modules/.bin/${name}`;
const port = process.env.PORT ?? "3000";
const site = "templates/dealer-group.json";
const inventory = "data/demo-inventory.json";

await ensureDependencies(root);

const clientSources = [
  "runtime/src",
  "runtime/index.html",
  "design-system/src",
  "rules/src",
  "schemas/src",
];
if (
  isStale(
    `${root}/runtime/dist/index.html`,
    clientSources.map((path) => `${root}/${path}`),
  )
) {
  console.log("Building the storefront…");
  await mustRun(bin("vite"), ["build", "runtime", "--logLevel", "warn"], { cwd: root });
}
if (
  existsSync(`${root}/studio/vite.config.ts`) &&
  isStale(
    `${root}/studio/dist/index.html`,
    ["studio/src", "design-system/src", "rules/src", "schemas/src"].map(
      (path) => `${root}/${path}`,
    ),
  )
) {
  console.log("Building the studio…");
  await mustRun(bin("vite"), ["build", "studio", "--logLevel", "warn"], { cwd: root });
}
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
  bin("tsx"),
  [
    "runtime/server/cli/serve.ts",
    "--site",
    site,
    "--inventory",
    inventory,
    "--data",
    "data",
    "--port",
    port,
  ],
  { cwd: root },
);
