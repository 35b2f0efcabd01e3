import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { e2eInventory } from "./studio-files.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));

export type Storefront = { url: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(address),
      );
    });
  });
}

const healthy = (url: string) =>
  fetch(`${url}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Where a journey's storefront differs: its environment (a payment provider's) and flags. */
type StorefrontExtras = { env?: Record<string, string>; args?: readonly string[] };

/**
 * Serves one exported site.json with the e2e stock on a free loopback port, in a throwaway
 * data folder, and resolves once it answers its health check.
 */
export async function serveExportedSite(
  siteFile: string,
  extras: StorefrontExtras = {},
): Promise<Storefront> {
  const port = await freePort();
  const data = await mkdtemp(join(tmpdir(), "studio-export-"));
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  // The compiled server, as hosts run it (built by the test command, or by the journeys' server).
  const child = spawn(
    process.execPath,
    [
      "--enable-source-maps",
      "runtime/dist-server/cli/serve.js",
      ...["--site", siteFile, "--inventory", e2eInventory, "--data", data],
      ...["--port", String(port), "--host", "127.0.0.1", "--no-watch"],
      ...(extras.args ?? []),
    ],
    // Not production: the exported site signs shoppers in with the local code provider.
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...extras.env, NODE_ENV: "test" },
    },
  );
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const stop = async () => {
    await stopped(child);
    await rm(data, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null)
            throw new Error(`The storefront exited:\n${output.join("")}`);
          return healthy(url);
        },
        // Loading 2,000 cars takes a while on a busy machine (the journeys' server gets 120 s).
        { message: `the exported site answers on ${url}`, timeout: 90_000, intervals: [200] },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\nThe storefront wrote:\n${output.join("")}`);
  }
  return { url, stop };
}
