import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;
// Node with tsx's loader: the command as npm runs it, without the tsx launcher's own process.
const tsx = ["--import", "tsx"];
const dir = mkdtempSync(join(tmpdir(), "serve-studio-"));
const clientDir = join(dir, "client");
const inventory = join(dir, "inventory.json");
writeFileSync(inventory, "[]");
mkdirSync(clientDir);
writeFileSync(join(clientDir, "index.html"), "<html><head><title>x</title></head></html>");

const serveArgs = [
  "runtime/server/cli/serve.ts",
  "--site",
  "exports/southern-cross-motor-group/site.json",
  "--inventory",
  inventory,
  "--data",
  join(dir, "data"),
  "--port",
  "0",
  "--host",
  "127.0.0.1",
  "--no-watch",
];
const env = { ...process.env, STOREFRONT_CLIENT_DIR: clientDir };

function studioUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    child.on("exit", (code) =>
      reject(new Error(`exited with ${code} before its address: ${output}`)),
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Studio:\s+(\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
  });
}

describe("npm run serve with a studio token", () => {
  it("serves the demo export and asks every studio API call for the token", async () => {
    const token = "a-long-enough-studio-token";
    const child = spawn(process.execPath, [...tsx, ...serveArgs, "--studio-token", token], {
      cwd: root,
      env,
    });
    try {
      const url = await studioUrl(child);
      const site = await (await fetch(url.replace("/studio/", "/api/site"))).json();
      expect(site.slug).toBe("southern-cross-motor-group");
      expect((await fetch(`${url}api/drafts`)).status).toBe(401);
      const allowed = await fetch(`${url}api/drafts`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(allowed.status).toBe(200);
    } finally {
      child.kill("SIGTERM");
    }
    // Only ends a hang: tsx compiles the whole server first, which a busy machine can take long over.
  }, 120_000);

  it("refuses a token too short to keep anyone out", () => {
    const result = spawnSync(process.execPath, [...tsx, ...serveArgs], {
      cwd: root,
      env: { ...env, STUDIO_TOKEN: "1234" },
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("at least 16 characters");
  }, 30000);
});
