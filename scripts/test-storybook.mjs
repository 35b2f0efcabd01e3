#!/usr/bin/env node
/**
 * Builds Storybook statically, serves it on 127.0.0.1 and runs every story through the Storybook
 * test-runner in Chromium (play functions plus axe; see test-runner-jest.config.js).
 *
 *   node scripts/test-storybook.mjs [--skip-build] [test-storybook options...]
 *
 * --skip-build reuses .cache/storybook-static. Exits with the test-runner's exit code.
 */
import { spawn } from "node:child_process";
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { storybookBuildArgs, storybookStatic } from "./lib/builds.mjs";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const staticDir = storybookStatic;
const bin = (name) => join(root, "node_modules", ".bin", name);

const args = process.argv.slice(2);
const skipBuild = args.includes("--skip-build");
const runnerArgs = args.filter((arg) => arg !== "--skip-build");

const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
};

function run(command, commandArgs, env = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

function serve(directory) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://127.0.0.1");
    let file = normalize(join(directory, decodeURIComponent(pathname)));
    if (file !== directory && !file.startsWith(directory + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveServe) => {
    server.listen(0, "127.0.0.1", () => resolveServe(server));
  });
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}; install it or set CHROMIUM_PATH.`);
  process.exit(1);
}

if (!skipBuild) {
  const buildStart = performance.now();
  const built = await run(bin("storybook"), storybookBuildArgs);
  if (built !== 0) process.exit(built);
  console.log(`Storybook built in ${seconds(buildStart)}`);
} else if (!existsSync(join(staticDir, "index.json"))) {
  console.error(`--skip-build given but ${staticDir} holds no build.`);
  process.exit(1);
}

const server = await serve(staticDir);
const address = server.address();
const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const testStart = performance.now();
let code = 1;
try {
  code = await run(
    bin("test-storybook"),
    ["--url", url, "--index-json", "--maxWorkers=2", ...runnerArgs],
    { STORYBOOK_DISABLE_TELEMETRY: "1" },
  );
} finally {
  server.close();
}
console.log(`Stories tested in ${seconds(testStart)}`);
process.exit(code);
