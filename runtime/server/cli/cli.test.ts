import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { flatCar, nestedCar } from "../../../schemas/test/spec-cars.ts";

const root = new URL("../../../", import.meta.url).pathname;
// Node with tsx's loader: the command as npm runs it, without the tsx launcher's own process.
const tsx = ["--import", "tsx"];
const dir = mkdtempSync(join(tmpdir(), "cli-"));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

const broken = write(
  "broken.json",
  `{
  "version": 1,
  "slug": "acme",
  "name": "Acme",
  "template": "dealer-group",
  "search": { "hitsPerPage": "twenty" },
  "promos": [{ "id": "p", "title": "P", "link": { "label": "Go", "href": "javascript:alert(1)" }, "position": 5 }]
}
`,
);

// Each test starts Node with the TypeScript loader, which compiles the server first: seconds on a
// cold cache, far more on a busy machine. The limit only ends a hang.
const cliTimeout = { timeout: 120_000 };

describe("npm run validate", cliTimeout, () => {
  it("prints each fault as file, JSON pointer, line:column and a plain message, and exits 1", () => {
    const feed = write(
      "feed.json",
      `[\n${JSON.stringify(nestedCar)},\n${JSON.stringify({ ...flatCar, status: "gone" })}\n]`,
    );
    const result = spawnSync(
      process.execPath,
      [
        ...tsx,
        "runtime/server/cli/validate.ts",
        broken,
        join(root, "templates/dealer-group.json"),
        feed,
      ],
      { cwd: root, encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${broken}: /search/hitsPerPage (6:15) Expected a number, found the text "twenty"`,
    );
    expect(result.stderr).toMatch(
      /\/promos\/0\/link\/href \(7:\d+\) Links may not use the javascript: or data: scheme/,
    );
    expect(result.stdout).toContain(
      'templates/dealer-group.json: valid site definition "southern-cross-motor-group"',
    );
    expect(result.stderr).toMatch(/feed\.json: \/1\/status \(3:\d+\) Use one of "in_stock"/);
    expect(result.stderr).toContain("feed.json: 1 record rejected (1 problem); 1 valid vehicle");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("reports malformed JSON at its position without a stack trace", () => {
    const result = spawnSync(
      process.execPath,
      [...tsx, "runtime/server/cli/validate.ts", write("syntax.json", '{\n  "slug": "a",\n}\n')],
      { cwd: root, encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/syntax\.json: \/ \(3:1\) Invalid JSON/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("exits 0 when every file is valid", () => {
    const result = spawnSync(
      process.execPath,
      [
        ...tsx,
        "runtime/server/cli/validate.ts",
        "templates/used-car-dealer.json",
        write("inv.json", "[]"),
      ],
      { cwd: root, encoding: "utf8" },
    );
    expect(result.stdout).toContain("valid inventory of 0 vehicles");
    expect(result.status).toBe(0);
  });
});

function waitFor(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    child.on("exit", (code) =>
      reject(new Error(`exited with ${code} before ${pattern}: ${output}`)),
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) resolve(output);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
  });
}

describe("npm run serve", cliTimeout, () => {
  it("refuses to start on an invalid definition and prints the validate report", () => {
    const result = spawnSync(
      process.execPath,
      [
        ...tsx,
        "runtime/server/cli/serve.ts",
        "--site",
        broken,
        "--inventory",
        write("empty.json", "[]"),
        "--port",
        "0",
      ],
      { cwd: root, encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refusing to start");
    expect(result.stderr).toContain(`${broken}: /search/hitsPerPage (6:15)`);
  });

  it("starts from environment variables, serves health checks and shuts down on SIGTERM", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), "client-"));
    writeFileSync(join(clientDir, "index.html"), "<html><head><title>x</title></head></html>");
    // Node itself rather than the tsx launcher, whose signal relay is not under test here.
    const child = spawn(process.execPath, ["--import", "tsx", "runtime/server/cli/serve.ts"], {
      cwd: root,
      env: {
        ...process.env,
        STOREFRONT_CLIENT_DIR: clientDir,
        STOREFRONT_SITE: "templates",
        STOREFRONT_INVENTORY: write("inv2.json", "[]"),
        STOREFRONT_DATA: join(dir, "data"),
        STOREFRONT_DRAIN_SECONDS: "0",
        PORT: "0",
        HOST: "127.0.0.1",
      },
    });
    const output = await waitFor(child, /Health:\s+(\S+)/);
    const url = /Health:\s+(\S+)/.exec(output)?.[1] ?? "";
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/healthz$/);
    const health = await (await fetch(url)).json();
    expect(health.sites).toEqual(
      expect.arrayContaining([
        "southern-cross-motor-group",
        "harbour-city-used-cars",
        "coastline-caravans",
      ]),
    );
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
