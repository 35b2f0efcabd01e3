import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { VehicleRecord } from "@storefront/schemas";
import { InventorySplitter } from "../../server/stock/inventory-splitter.ts";
import { type BenchRecord, slimRecord } from "./bench-records.ts";

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** Seed and date of every benchmark inventory: the same vehicles on every run. */
const benchSeed = 2026;
const benchNow = "2026-05-01T00:00:00Z";

/**
 * The inventory file of `size` generated vehicles in `folder` (default: the system's temporary
 * folder), written by the generator the first time and reused afterwards: a million vehicles
 * take minutes to generate and about 5.5 GB on disk.
 */
export function benchFeed(size: number, folder = join(tmpdir(), "storefront-bench-feeds")): string {
  const file = join(folder, `vehicles-${size}.json`);
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  console.log(`generating ${size.toLocaleString("en-AU")} vehicles once into ${file}...`);
  const generated = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "tools/inventory-generator/cli.ts",
      ...["--count", String(size), "--out", file, "--seed", String(benchSeed), "--now", benchNow],
    ],
    { cwd: repositoryRoot, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (generated.status !== 0) throw new Error(`generating ${file} failed`);
  return file;
}

/** The feed's vehicles slimmed to what search reads, parsed one record at a time. */
export async function readSlimRecords(file: string): Promise<BenchRecord[]> {
  const records: BenchRecord[] = [];
  const splitter = new InventorySplitter((record) => {
    records.push(slimRecord(JSON.parse(record.text) as VehicleRecord));
  });
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    splitter.write(chunk as Buffer);
  }
  splitter.end();
  return records;
}
