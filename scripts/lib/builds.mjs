import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { isStale } from "./freshness.mjs";
import { mustRun } from "./run.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const vite = `${root}/node_modules/.bin/vite`;
const shared = ["design-system/src", "rules/src", "schemas/src"];

/** What `npm start`, `npm run serve` and the journeys run: each app's build and its sources. */
const builds = [
  {
    name: "the storefront",
    output: "runtime/dist/index.html",
    sources: ["runtime/src", "runtime/index.html", ...shared],
    args: ["build", "runtime"],
  },
  {
    name: "the studio",
    output: "studio/dist/index.html",
    sources: ["studio/src", ...shared],
    args: ["build", "studio"],
  },
  {
    name: "the server",
    output: "runtime/dist-server/cli/serve.js",
    sources: ["runtime/server", "runtime/src", ...shared],
    args: ["build", "-c", "runtime/vite.server.config.ts"],
  },
];

/** The compiled server's entry, run with source maps so a crash names the TypeScript line. */
export const compiledServer = [
  "--enable-source-maps",
  join(root, "runtime/dist-server/cli/serve.js"),
];

/** Builds every app whose build is missing or older than its sources. */
export async function ensureBuilds() {
  for (const build of builds) {
    const sources = build.sources.map((path) => `${root}/${path}`);
    if (!isStale(`${root}/${build.output}`, sources.filter(existsSync))) continue;
    console.log(`Building ${build.name}…`);
    await mustRun(vite, [...build.args, "--logLevel", "warn"], { cwd: root });
  }
}

/** Each app's vite arguments, for building them whatever their age (the test command). */
export const buildArgs = builds.map((build) => [...build.args, "--logLevel", "warn"]);

/** Where Storybook's static build goes, which the test-runner serves. */
export const storybookStatic = join(root, ".cache", "storybook-static");

/** Storybook's build arguments: --test leaves out docs pages and other parts the test-runner never visits. */
export const storybookBuildArgs = ["build", "--test", "--quiet", "-o", storybookStatic];
