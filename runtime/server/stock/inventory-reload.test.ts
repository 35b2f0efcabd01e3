import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { generateInventory } from "../../../tools/inventory-generator/generate.ts";
import { readInventory } from "./inventory-file.ts";
import { watchInventory } from "./inventory-watcher.ts";

const now = new Date("2026-11-21T00:00:00Z");
const inventoryText = (count: number, seed: string) =>
  JSON.stringify({ vehicles: generateInventory({ count, seed, now }) });

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Waits for a condition the watcher brings about, however slow a busy machine is. */
const waitUntil = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 15_000, interval: 25 });

async function watched(text: string, options: { watchFolder?: boolean; pollMs?: number } = {}) {
  const file = join(mkdtempSync(join(tmpdir(), "stock-")), "inventory.json");
  writeFileSync(file, text);
  const first = await readInventory(file);
  const loads: number[] = [first.vehicles.length];
  const errors: string[] = [];
  stops.push(
    watchInventory(
      file,
      {
        loaded: ({ vehicles }) => void loads.push(vehicles.length),
        failed: (error) => void errors.push(error.message),
      },
      { loaded: first.version, settleMs: 50, ...options },
    ),
  );
  return { file, loads, errors };
}

describe("following the inventory file", { timeout: 60_000 }, () => {
  it("loads each version renamed over the file, every time", async () => {
    const { file, loads } = await watched(inventoryText(5, "start"));
    for (const count of [6, 7, 8, 9, 10]) {
      writeFileSync(`${file}.tmp`, inventoryText(count, `v${count}`));
      renameSync(`${file}.tmp`, file);
      await waitUntil(() => loads.at(-1) === count);
    }
    expect(loads).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it("says once that the file is gone, then loads it when it comes back", async () => {
    const { file, loads, errors } = await watched(inventoryText(5, "start"), { pollMs: 200 });
    rmSync(file);
    await waitUntil(() => errors.length > 0);
    expect(errors[0]).toMatch(/the inventory file is gone; the loaded stock serves on/);
    writeFileSync(file, inventoryText(12, "again"));
    await waitUntil(() => loads.at(-1) === 12);
    expect(errors).toHaveLength(1);
  });

  it("keeps the loaded stock when a new version is unreadable, says why, and takes the next", async () => {
    const { file, loads, errors } = await watched(inventoryText(5, "start"));
    writeFileSync(file, '{"vehicles": [{"id": 1}');
    await waitUntil(() => errors.length > 0);
    expect(errors[0]).toMatch(/Invalid JSON/);
    expect(loads).toEqual([5]);
    writeFileSync(file, inventoryText(7, "fixed"));
    await waitUntil(() => loads.at(-1) === 7);
  });

  it("sees changes by stat alone where the file system sends no events", async () => {
    const { file, loads } = await watched(inventoryText(5, "start"), {
      watchFolder: false,
      pollMs: 100,
    });
    writeFileSync(`${file}.tmp`, inventoryText(9, "polled"));
    renameSync(`${file}.tmp`, file);
    await waitUntil(() => loads.at(-1) === 9);
  });
});
