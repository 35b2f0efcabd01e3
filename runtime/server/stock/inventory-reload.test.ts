import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteDefinition } from "@storefront/schemas";
import { afterEach, describe, expect, it } from "vitest";
import { generateInventory } from "../../../tools/inventory-generator/generate.ts";
import { multiSearch } from "../search/protocol-handlers.ts";
import { createSiteEngines } from "../site-engines.ts";
import { readInventory, watchInventory } from "./inventory-file.ts";
import { StockStore } from "./stock-store.ts";

const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group",
  template: "dealer-group",
});
const now = new Date("2026-11-21T00:00:00Z");
const inventory = (count: number, seed: string) => ({
  vehicles: generateInventory({ count, seed, now }),
});
const countOf = (engines: ReturnType<typeof createSiteEngines>) =>
  (
    multiSearch(engines.engineFor(site), { requests: [{ indexName: "cars", hitsPerPage: 0 }] })
      .results[0] as { nbHits: number }
  ).nbHits;

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function waitUntil(check: () => boolean, timeout = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (check()) resolve();
      else if (Date.now() - started > timeout) reject(new Error("timed out"));
      else setTimeout(poll, 25);
    };
    poll();
  });
}

describe("reloading the inventory file", () => {
  it("swaps the stock and the search index, answering queries throughout", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "stock-")), "inventory.json");
    writeFileSync(file, JSON.stringify(inventory(120, "first")));
    const stock = new StockStore(await readInventory(file));
    const engines = createSiteEngines([site], stock);
    expect(countOf(engines)).toBe(120);

    stops.push(
      watchInventory(
        file,
        (vehicles) => stock.replace(vehicles),
        (error) => {
          throw error;
        },
      ),
    );
    writeFileSync(file, JSON.stringify(inventory(3000, "second")));
    const answered: number[] = [];
    await waitUntil(() => {
      answered.push(countOf(engines));
      return answered.at(-1) === 3000;
    });
    // Every query during the rebuild got an answer from the old index or the new one.
    expect(answered.every((count) => count === 120 || count === 3000)).toBe(true);
    expect(stock.vehicles).toHaveLength(3000);
  });

  it("keeps the loaded stock when the new file is invalid, and says why", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "stock-")), "inventory.json");
    writeFileSync(file, JSON.stringify(inventory(50, "first")));
    const stock = new StockStore(await readInventory(file));
    const errors: Error[] = [];
    stops.push(
      watchInventory(
        file,
        (vehicles) => stock.replace(vehicles),
        (error) => errors.push(error),
      ),
    );
    writeFileSync(file, JSON.stringify({ vehicles: [{ id: "not a number" }] }));
    await waitUntil(() => errors.length > 0);
    expect(errors[0]?.message).toMatch(/\/vehicles\/0\/id \(1:\d+\) Expected a number/);
    expect(stock.vehicles).toHaveLength(50);
  });
});
