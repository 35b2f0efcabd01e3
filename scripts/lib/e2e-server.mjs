import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { fileURLToPath } from "node:url";
import { compiledServer, ensureBuilds } from "./builds.mjs";
import { mustRun } from "./run.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tsx = `${root}/node_modules/.bin/tsx`;

/** When the inventory generator's code last changed. */
function generatorChangedAt() {
  const folder = `${root}/tools/inventory-generator`;
  return readdirSync(folder, { recursive: true })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .reduce((latest, file) => Math.max(latest, statSync(`${folder}/${file}`).mtimeMs), 0);
}

/** Seeded stock for browser tests and measurements (generated again when the generator changes). */
export async function ensureE2eInventory() {
  const dir = `${root}/.cache/e2e`;
  const inventory = `${dir}/inventory.json`;
  mkdirSync(dir, { recursive: true });
  if (!existsSync(inventory) || statSync(inventory).mtimeMs < generatorChangedAt()) {
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
  return { dir, inventory };
}

/**
 * Holiday hours a week from today at every location, so the journeys always find coming
 * holiday hours, whatever the template's own dates.
 */
function withComingHoliday(site) {
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const holiday = {
    date,
    status: "Open",
    start_hour: "10:00",
    end_hour: "14:00",
    name: "Show Day",
  };
  const locations = site.locations.map((location) => ({
    ...location,
    special_hours: [
      ...(location.special_hours ?? []).filter((entry) => entry.date !== date),
      holiday,
    ],
  }));
  return { ...site, locations };
}

/**
 * The demo group's definition, with lead targets when the journeys' receivers are named
 * (E2E_LEAD_WEBHOOK_URL and the variables of runtime/e2e/support/lead-receivers.ts): a webhook
 * and an ADF email, sent through the test SMTP inbox. The template itself stays untouched.
 */
function e2eSite() {
  const site = withComingHoliday(
    JSON.parse(readFileSync(`${root}/templates/dealer-group.json`, "utf8")),
  );
  delete site.$schema;
  const webhookUrl = process.env.E2E_LEAD_WEBHOOK_URL;
  if (!webhookUrl) return { site, flags: [] };
  site.integrations = {
    ...site.integrations,
    leads: {
      ...site.integrations?.leads,
      targets: [
        { kind: "webhook", url: webhookUrl, secretEnv: "E2E_LEAD_WEBHOOK_SECRET" },
        { kind: "email", to: "sales@southerncrossmotors.com.au", format: "adf" },
      ],
      mail: {
        hostEnv: "E2E_SMTP_HOST",
        portEnv: "E2E_SMTP_PORT",
        userEnv: "E2E_SMTP_USER",
        passwordEnv: "E2E_SMTP_PASSWORD",
      },
    },
  };
  // Plain http to the local receiver, and retries within seconds rather than minutes.
  return { site, flags: ["--allow-http-webhooks-to-loopback", "--lead-retry-seconds", "1"] };
}

/** The host of the demo group's variant that compares cars (see `compareSite`). */
const compareHost = "compare.localhost";

/**
 * The same group and stock as a site in compare mode with sign-in, answering
 * `compare.localhost`: its cards compare cars and their hearts save to the watchlist. Journeys
 * that need those settings open it by that host.
 */
const compareSite = (site) => ({
  ...site,
  slug: `${site.slug}-compare`,
  domains: [compareHost],
  favourites: { ...site.favourites, mode: "compare" },
  auth: { ...site.auth, enabled: true },
});

/** The host of the demo group's variant that takes deposits (see `depositsSite`). */
const depositsHost = "deposits.localhost";

/**
 * The same group and stock taking reservation deposits through Stripe, answering
 * `deposits.localhost`, where the journeys name a Stripe (STRIPE_API_URL, the local stand-in of
 * runtime/e2e/support/stripe-stand-in.ts; its keys come from the STRIPE_* variables).
 */
const depositsSite = (site) => ({
  ...site,
  slug: `${site.slug}-deposits`,
  domains: [depositsHost],
  auth: { ...site.auth, enabled: true },
  integrations: { ...site.integrations, payments: { provider: "stripe" } },
});

/** The host of the demo group's variant whose checkout asks for a trade-in first (see `tradeInFirstSite`). */
const tradeInFirstHost = "trade-in-first.localhost";

/**
 * The same group and stock with its checkout's trade-in step before the shopper's details,
 * answering `trade-in-first.localhost`: a checkout whose details are not its first step.
 */
const tradeInFirstSite = (site) => ({
  ...site,
  slug: `${site.slug}-trade-in-first`,
  domains: [tradeInFirstHost],
  auth: { ...site.auth, enabled: true },
  pages: site.pages.map((page) => {
    if (page.template !== "checkout") return page;
    const tradeIn = page.zones.main.find((block) => block.type === "checkout-trade-in");
    const main = page.zones.main.flatMap((block) =>
      block === tradeIn ? [] : block.type === "checkout-details" ? [tradeIn, block] : [block],
    );
    return { ...page, zones: { ...page.zones, main } };
  }),
});

/** The folder of sites the journeys' server serves: the demo group first, then its variants. */
function e2eSites(dir) {
  const { site, flags } = e2eSite();
  const sites = `${dir}/sites`;
  mkdirSync(sites, { recursive: true });
  writeFileSync(`${sites}/site.json`, JSON.stringify(site, null, 2));
  writeFileSync(`${sites}/compare.json`, JSON.stringify(compareSite(site), null, 2));
  writeFileSync(`${sites}/trade-in-first.json`, JSON.stringify(tradeInFirstSite(site), null, 2));
  if (process.env.STRIPE_API_URL)
    writeFileSync(`${sites}/deposits.json`, JSON.stringify(depositsSite(site), null, 2));
  else rmSync(`${sites}/deposits.json`, { force: true });
  return { sites, flags: [...flags, "--default-site", site.slug] };
}

/**
 * The compiled server to run: this checkout's, or (STOREFRONT_BUILD, a folder holding a copy of
 * `runtime/dist` and `runtime/dist-server`) an earlier build, to compare against.
 */
const serverEntry = () =>
  process.env.STOREFRONT_BUILD
    ? ["--enable-source-maps", `${process.env.STOREFRONT_BUILD}/runtime/dist-server/cli/serve.js`]
    : compiledServer;

export function serveArgs({ dir, inventory }, port) {
  const { sites, flags } = e2eSites(dir);
  return [
    ...serverEntry(),
    ...["--site", sites, "--inventory", inventory],
    ...flags,
    // Studio journeys export into a scratch folder, never the repository's exports/.
    ...["--data", `${dir}/data`, "--exports", `${dir}/exports`],
    ...["--port", String(port), "--host", "127.0.0.1", "--no-watch"],
    // Every journey's browser is one client here; the per-shopper limits would throttle them all.
    ...[
      "--search-rate-limit",
      "0",
      "--api-rate-limit",
      "0",
      "--lead-rate-limit",
      "0",
      "--photo-rate-limit",
      "0",
    ],
    // Journeys sign in with the local provider's codes, all from one address.
    ...["--reveal-sign-in-codes", "--sign-in-codes-per-address", "0"],
  ];
}

/**
 * Starts the storefront in the background and resolves once it answers health checks; `files`
 * names another stock (`{ dir, inventory }`) than the journeys' own.
 */
export async function startE2eServer(port, files) {
  files ??= await ensureE2eInventory();
  if (!process.env.STOREFRONT_BUILD) await ensureBuilds();
  const child = spawn("node", serveArgs(files, port), {
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
