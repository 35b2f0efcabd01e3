import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inventoryFile } from "@storefront/schemas";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
// Node with tsx's loader: the command as npm runs it, without the tsx launcher's own process.
const tsx = ["--import", "tsx"];
const dir = mkdtempSync(join(tmpdir(), "generate-inventory-"));

function run(...args: string[]) {
  return spawnSync(process.execPath, [...tsx, "tools/inventory-generator/cli.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 60000,
  });
}

describe("npm run generate:inventory", { timeout: 60000 }, () => {
  it("writes a valid inventory file and reports count, time and size", () => {
    const out = join(dir, "stock.json");
    const result = run("--count", "120", "--seed", "7", "--out", out, "--now", "2026-03-15");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /Generated 120 vehicles \(all valid\) in \d+\.\d s: .*stock\.json, \d+\.\d MB/,
    );
    const file = JSON.parse(readFileSync(out, "utf8"));
    expect(file.generatedAt).toBe("2026-03-15T00:00:00.000Z");
    expect(inventoryFile.safeParse(file).success).toBe(true);
    expect(file.vehicles).toHaveLength(120);
  });

  it("writes byte-identical files for the same arguments", () => {
    const first = join(dir, "first.json");
    const second = join(dir, "second.json");
    run("--count", "60", "--seed", "same", "--out", first, "--now", "2026-03-15");
    run("--count", "60", "--seed", "same", "--out", second, "--now", "2026-03-15");
    expect(readFileSync(first, "utf8")).toBe(readFileSync(second, "utf8"));
  });

  it("stocks the dealerships and locations of a given site definition, with a caravan mix", () => {
    const out = join(dir, "caravans.json");
    const result = run(
      "--count",
      "80",
      "--seed",
      "1",
      "--out",
      out,
      "--now",
      "2026-03-15",
      "--site",
      join(root, "templates/caravan-rv.json"),
      "--mix",
      "caravan-dealer",
    );
    // Standard error carries only the progress, in plain lines when it is not a terminal.
    const lines = result.stderr.split("\n").filter((line) => line.trim());
    expect(lines.every((line) => line.startsWith("Generating ["))).toBe(true);
    expect(lines.at(-1)).toContain("100% 80 of 80 vehicles");
    const site = JSON.parse(readFileSync(join(root, "templates/caravan-rv.json"), "utf8"));
    const salesIds = site.locations
      .filter((l: { location_type: string }) => l.location_type === "sales")
      .map((l: { id: string }) => l.id);
    const { vehicles } = JSON.parse(readFileSync(out, "utf8"));
    for (const vehicle of vehicles) expect(salesIds).toContain(vehicle.location_id);
    expect(
      vehicles.filter((v: { item_type: string }) => v.item_type === "caravan").length,
    ).toBeGreaterThan(60);
  });

  it.each([
    [["--out", "x.json"], "--count is needed"],
    [["--count", "ten", "--out", "x.json"], "--count must be a whole number"],
    [["--count", "5"], "--out is needed"],
    [["--count", "5", "--out", "x.json", "--now", "soon"], "--now must be an ISO date"],
    [["--count", "5", "--out", "x.json", "--mix", "boats"], 'Unknown --mix "boats"'],
    [["--count", "5", "--out", "x.json", "--colour", "red"], "Unknown option '--colour'"],
    [["--count", "5", "--out", "/no/such/folder/x.json"], "The folder for --out does not exist"],
  ])("explains bad arguments %j in plain words and exits 1", (args, message) => {
    const result = run(...args);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("reports an unreadable site definition without a stack trace", () => {
    const broken = join(dir, "broken-site.json");
    writeFileSync(broken, '{ "version": 1, "slug": "Bad Slug" ');
    const result = run("--count", "5", "--out", join(dir, "never.json"), "--site", broken);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("is not a valid site definition");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
