/**
 * HTTP benchmark of lead intake: the storefront's own server (`serve`, the command hosts run) in
 * its own process, first on SQLite in a scratch folder, then on a throwaway PostgreSQL cluster
 * that flushes its commits to disk as a served one does (scripts/lib/postgres.mjs; or a new
 * database on TEST_DATABASE_URL's server). Each site lead is delivered by the server's worker to
 * a webhook receiver in this process, as served. autocannon posts valid leads with 50
 * connections, 100 to warm up, then as many as fill about `--seconds` (default 10) at the
 * pace of the warm-up's later half (its first leads wait for what the server does once), each
 * answered before they are counted: each with its own Idempotency-Key and
 * a form opened a minute before, so every one is a new lead that passes the spam checks; the
 * per-client lead limit is off (`--lead-rate-limit 0`), since all the load comes from one
 * address. A 201 comes only once the lead and its outbox row are committed (and on disk), so
 * 201s a second are durable leads a second. Afterwards the store must hold exactly as many
 * leads as there were 201 answers. On SQLite it also shows how many leads each commit held (the
 * store's group commit), from the server's `/metrics`. The server's CPU time a lead counts the
 * measured run from its first lead until every lead has been delivered, once the server's start
 * has fallen quiet.
 * Usage: `npm run bench:leads [-- --help]` (options in leads-options.ts); `--server=<serve.js>`
 * runs another compiled server (a copy of `runtime/dist-server` made before a change), to compare
 * builds in turns on a machine whose load changes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve as resolvePath } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { compiledServer, ensureBuilds } from "../../scripts/lib/builds.mjs";
import { withTestPostgres } from "../../scripts/lib/postgres.mjs";
import { writeServedSiteFiles } from "../server/outbox/served-site-files.ts";
import { openStore, type StoreLocation } from "../server/store/open-store.ts";
import { laterHalfPerSecond, percentile } from "./common/bench-stats.ts";
import {
  connections,
  helpAsked,
  leadsUsage,
  measuredLeads,
  profileDir,
  serverEntry,
  stores,
} from "./leads/leads-options.ts";
import { type Figures, printTable } from "./leads/leads-table.ts";

const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
const siteSlug = "bench-motors";

if (helpAsked) {
  console.log(leadsUsage);
  process.exit(0);
}
await ensureBuilds();
const receiver = await webhookReceiver();
const dir = mkdtempSync(join(tmpdir(), "bench-leads-"));
const results: Figures[] = [];
try {
  writeServedSiteFiles(dir, {
    slug: siteSlug,
    name: "Bench Motors",
    webhookUrl: receiver.url,
    secretEnv: "BENCH_SECRET",
    cars: 20,
    seed: "bench-leads",
  });
  if (stores.includes("sqlite"))
    results.push(await measure("SQLite", { dataDir: join(dir, "sqlite") }));
  if (stores.includes("postgres"))
    await withTestPostgres(
      async (serverUrl?: string) => {
        if (!serverUrl) {
          console.log("\nNo PostgreSQL here: only SQLite was measured.");
          return 0;
        }
        const database = await createDatabase(serverUrl);
        try {
          results.push(
            await measure("PostgreSQL", { dataDir: join(dir, "pg"), databaseUrl: database.url }),
          );
        } finally {
          await database.drop();
        }
        return 0;
      },
      { durable: true },
    );
} finally {
  await new Promise((resolve) => receiver.server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
}
printTable(results);

async function measure(store: string, location: StoreLocation): Promise<Figures> {
  console.log(`\n${store}: starting the server...`);
  const server = await startServer(location);
  try {
    await settled(server.child);
    const warmUp = await post(server.url, 2 * connections);
    const { amount, pace } = measuredLeads(warmUp);
    console.log(
      `warm-up: ${warmUp.perSecond.toFixed(0)} leads/s, ${pace.toFixed(0)} in its later half; now ${amount} leads`,
    );
    const cpuBefore = await serverCpuSeconds(server.url);
    const mainBefore = mainThreadCpuSeconds(server.child);
    const run = await post(server.url, amount);
    // The leads' deliveries are part of their cost: the CPU is read once they are all sent.
    await delivered(warmUp.created + run.created);
    const cpuMsPerLead = (((await serverCpuSeconds(server.url)) - cpuBefore) * 1000) / run.created;
    const mainAfter = mainThreadCpuSeconds(server.child);
    const mainThreadCpuMsPerLead =
      mainBefore === undefined || mainAfter === undefined
        ? undefined
        : ((mainAfter - mainBefore) * 1000) / run.created;
    const perCommit = await leadsPerCommit(server.url);
    await stop(server.child);
    return {
      store,
      ...run,
      created: warmUp.created + run.created,
      stored: await countLeads(location),
      delivered: receiver.delivered.size,
      perCommit,
      cpuMsPerLead,
      mainThreadCpuMsPerLead,
    };
  } finally {
    await stop(server.child);
    receiver.delivered.clear();
  }
}

/** `amount` leads over `connections` connections: 201 answers a second and their latencies. */
async function post(url: string, amount: number) {
  const latencies: number[] = [];
  const answeredAt: number[] = [];
  const started = performance.now();
  const instance = autocannon({
    url,
    connections,
    amount,
    // Slow answers on a busy machine still count: a lead given up on may yet be stored.
    timeout: 120,
    requests: [
      {
        method: "POST",
        path: "/api/leads",
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify(benchLead()),
        }),
      },
    ],
  });
  instance.on("response", (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status === 201) {
      latencies.push(time);
      answeredAt.push(performance.now());
    }
  });
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    created: latencies.length,
    perSecond: latencies.length / elapsed,
    laterHalfPerSecond: laterHalfPerSecond(answeredAt),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function benchLead() {
  return {
    name: "Jo",
    last_name: "Citizen",
    email: "jo@example.com",
    phone: "0412 345 678",
    postcode: "4000",
    message: "Is it still available?",
    category: "General Enquiry",
    url: "https://bench.localhost/cars/a-car",
    lead_attributes: { visited_pages: ["/", "/cars/a-car"], linked_query_params: {} },
    form_opened_at: Date.now() - 60_000,
  };
}

/** The compiled `serve`, as hosts run it, in its own process on a free loopback port. */
function startServer(location: StoreLocation): Promise<{ child: ChildProcess; url: string }> {
  const args = [
    ...["--site", join(dir, "site.json"), "--inventory", join(dir, "inventory.json")],
    ...["--data", location.dataDir, "--port", "0", "--host", "127.0.0.1", "--no-watch"],
    ...["--lead-rate-limit", "0", "--drain-seconds", "0", "--allow-http-webhooks-to-loopback"],
    ...(location.databaseUrl ? ["--database-url", location.databaseUrl] : []),
  ];
  return new Promise((resolve, reject) => {
    const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
    const entry = serverEntry ? ["--enable-source-maps", resolvePath(serverEntry)] : compiledServer;
    const child = spawn(process.execPath, [...profile, ...entry, ...args], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        LOG_LEVEL: "error",
        STOREFRONT_CLIENT_DIR: join(dir, "client"),
        BENCH_SECRET: `whsec_${Buffer.from("bench-leads-signing-secret-0123").toString("base64")}`,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^Storefront: (\S+?)\/?$/m.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

/** SIGTERM: the server answers what is in flight, its worker finishes, the store closes. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** A total from the server's `/metrics`. */
async function metric(url: string, name: string) {
  const text = await (await fetch(new URL("/metrics", url))).text();
  return Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1]);
}

/** The server process's CPU time so far (user and system), in seconds. */
function serverCpuSeconds(url: string) {
  return metric(url, "process_cpu_seconds_total");
}

/**
 * The CPU time so far of the server's main thread (the event loop), in seconds, from Linux's
 * /proc (user and system ticks, 100 a second); undefined elsewhere.
 */
function mainThreadCpuSeconds(child: ChildProcess): number | undefined {
  try {
    const stat = readFileSync(`/proc/${child.pid}/task/${child.pid}/stat`, "utf8");
    // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Waits (up to 20 s) for the server's main thread to fall quiet after it starts listening: the
 * rest of its start (loading modules the first pages need) would otherwise count as lead
 * intake's CPU, by as much as a millisecond a lead on a busy machine.
 */
async function settled(child: ChildProcess) {
  const quietSeconds = 0.02;
  for (let tries = 0; tries < 40; tries++) {
    const before = mainThreadCpuSeconds(child);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = mainThreadCpuSeconds(child);
    if (before === undefined || after === undefined || after - before <= quietSeconds) return;
  }
}

/** Waits (up to 60 s) until the webhook receiver has had `count` leads. */
async function delivered(count: number) {
  for (let tries = 0; tries < 600 && receiver.delivered.size < count; tries++)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/** From the server's `/metrics`: leads written over the commits that wrote them. */
async function leadsPerCommit(url: string) {
  const commits = await metric(url, "storefront_store_lead_commits_total");
  return commits
    ? (await metric(url, "storefront_store_leads_committed_total")) / commits
    : undefined;
}

async function countLeads(location: StoreLocation): Promise<number> {
  const store = await openStore(location);
  try {
    const row = await store.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("site_id", "=", siteSlug)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  } finally {
    await store.close();
  }
}

/** A new database on the server, so a TEST_DATABASE_URL server's own data is left alone. */
async function createDatabase(serverUrl: string) {
  const name = `bench_leads_${Date.now()}`;
  const admin = (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    return client
      .connect()
      .then(() => client.query(sql))
      .finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name}`) };
}

/** Answers every delivery at once and notes its lead, as a CRM would. */
async function webhookReceiver() {
  const delivered = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        data: { lead_id: string };
      };
      delivered.add(body.data.lead_id);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, delivered, url: `http://127.0.0.1:${port}/leads` };
}
