import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { mustRun } from "./run.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tsx = `${root}/node_modules/.bin/tsx`;

/** Seeded stock for browser tests and measurements (generated once per checkout), and the site served. */
export async function ensureE2eInventory() {
  const dir = `${root}/.cache/e2e`;
  const inventory = `${dir}/inventory.json`;
  mkdirSync(dir, { recursive: true });
  if (!existsSync(inventory)) {
    await mustRun(
      tsx,
      [
        "tools/inventory-generator/cli.ts",
        "--count",
        "2000",
        "--seed",
        "e2e",
        "--site",
        "templates/dealer-group.json",
        "--out",
        inventory,
      ],
      { cwd: root },
    );
  }
  return { dir, inventory, site: writeE2eSite(dir) };
}

/**
 * The dealer-group template with one lead destination, a webhook on this machine that the
 * server refuses to post to over plain http: every lead gets a delivery that fails its
 * attempts, as the studio's Leads view shows.
 */
function writeE2eSite(dir) {
  const { $schema: _, ...site } = JSON.parse(
    readFileSync(`${root}/templates/dealer-group.json`, "utf8"),
  );
  const target = {
    kind: "webhook",
    url: "http://127.0.0.1:9/leads",
    secretEnv: "E2E_WEBHOOK_SECRET",
  };
  const integrations = {
    ...site.integrations,
    leads: { ...site.integrations?.leads, targets: [target] },
  };
  const file = `${dir}/site.json`;
  writeFileSync(file, `${JSON.stringify({ ...site, integrations }, null, 2)}\n`);
  return file;
}

export function serveArgs({ dir, inventory, site }, port) {
  return [
    "runtime/server/cli/serve.ts",
    ...["--site", site, "--inventory", inventory],
    // Studio journeys export into a scratch folder, never the repository's exports/.
    ...["--data", `${dir}/data`, "--exports", `${dir}/exports`],
    ...["--port", String(port), "--host", "127.0.0.1", "--no-watch"],
  ];
}

/** Starts the storefront in the background and resolves once it answers health checks. */
export async function startE2eServer(port) {
  const files = await ensureE2eInventory();
  const child = spawn(tsx, serveArgs(files, port), {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // As long as Playwright's web server gets: loading 2,000 cars takes a while on a busy machine.
  const deadline = Date.now() + 120_000;
  const healthy = () =>
    fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`The storefront exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`The storefront did not answer ${url}/healthz within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}
