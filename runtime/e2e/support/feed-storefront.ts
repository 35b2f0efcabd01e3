import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { VehicleRecord } from "@storefront/schemas";
import { smtpInbox } from "../../server/outbox/test-receivers.ts";

/**
 * A storefront of its own for a journey whose feed changes: the demo group over a slice of the
 * journeys' stock, following its inventory file as `serve` does (the shared server loads its
 * stock once), sending its mail to an SMTP inbox the journey reads. It listens 24,000 above the
 * shared server's port, so checkouts on other ports do not meet.
 */
export async function feedStorefront(sharedPort: number, options: { stock: number }) {
  const dir = mkdtempSync(join(tmpdir(), "feed-storefront-"));
  const mail = { user: "alerts", password: "e2e-alerts-password" };
  const inbox = await smtpInbox(mail, sharedPort + 25_000);
  const site = JSON.parse(readFileSync("templates/dealer-group.json", "utf8"));
  delete site.$schema;
  site.integrations = {
    ...site.integrations,
    leads: {
      ...site.integrations?.leads,
      mail: {
        hostEnv: "FEED_SMTP_HOST",
        portEnv: "FEED_SMTP_PORT",
        userEnv: "FEED_SMTP_USER",
        passwordEnv: "FEED_SMTP_PASSWORD",
      },
    },
  };
  writeFileSync(join(dir, "site.json"), JSON.stringify(site));
  const seeded = JSON.parse(readFileSync(".cache/e2e/inventory.json", "utf8")) as {
    vehicles: VehicleRecord[];
  };
  let vehicles = seeded.vehicles.slice(0, options.stock);
  const inventory = join(dir, "inventory.json");
  /** Replaces the feed file as feed tools do: written aside, then renamed over it. */
  const writeFeed = (next: VehicleRecord[]) => {
    vehicles = next;
    writeFileSync(`${inventory}.tmp`, JSON.stringify({ vehicles: next }));
    renameSync(`${inventory}.tmp`, inventory);
  };
  writeFeed(vehicles);
  const port = sharedPort + 24_000;
  const child: ChildProcess = spawn(
    "node",
    [
      "--enable-source-maps",
      "runtime/dist-server/cli/serve.js",
      ...["--site", join(dir, "site.json"), "--inventory", inventory, "--data", join(dir, "data")],
      ...["--port", String(port), "--host", "127.0.0.1", "--exports", join(dir, "exports")],
      ...["--search-rate-limit", "0", "--api-rate-limit", "0", "--lead-rate-limit", "0"],
      ...["--reveal-sign-in-codes", "--sign-in-codes-per-address", "0"],
      // A second alert may follow the first within seconds, not a day.
      ...["--saved-search-alert-seconds", "1", "--lead-retry-seconds", "1"],
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        LOG_LEVEL: "error",
        FEED_SMTP_HOST: "127.0.0.1",
        FEED_SMTP_PORT: String(inbox.port),
        FEED_SMTP_USER: mail.user,
        FEED_SMTP_PASSWORD: mail.password,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stopped = new Promise((resolve) => child.once("exit", resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The feed storefront exited (${child.exitCode})`);
    const healthy = await fetch(`${url}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    inbox,
    vehicles: () => vehicles,
    writeFeed,
    /** When the served stock was last loaded, to wait for a new feed to be taken. */
    loadedAt: async () =>
      ((await (await fetch(`${url}/healthz`)).json()) as { stock: { loadedAt: string } }).stock
        .loadedAt,
    close: async () => {
      child.kill("SIGTERM");
      await stopped;
      await inbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
