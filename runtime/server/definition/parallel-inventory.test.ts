import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateInventory } from "../../../tools/inventory-generator/generate.ts";
import { stockAttributes } from "../stock/stock-attributes.ts";
import type { VehicleList } from "../stock/vehicle-list.ts";
import { loadInventory } from "./load-inventory.ts";
import { readInParallel } from "./parallel-inventory.ts";

const dir = mkdtempSync(join(tmpdir(), "parallel-inventory-"));
const generated = generateInventory({ count: 60, seed: 5, now: new Date("2026-05-01T00:00:00Z") });
const line = (record: object) => JSON.stringify(record);

/** A feed of a record a line, with bad records and repeats spread over it, so every part has some. */
function feedWithFaults(wrapped: boolean): string {
  const lines = generated.map((record, index) => {
    const earlier = generated[index - 7];
    if (index % 11 === 3) return line({ ...record, price: "cheap" });
    if (index % 13 === 5) return line(record).replace('"slug":', '"slug" ');
    if (index % 9 === 8 && earlier) return line({ ...record, id: earlier.id });
    if (index % 10 === 6 && earlier) return line({ ...record, slug: earlier.slug });
    return line(record);
  });
  // A late record repeats an early one's stock number: caught across parts.
  lines.push(line({ ...generated[1]!, id: 999_999, slug: "late-repeat" }));
  const list = `[\n${lines.join(",\n")}\n]`;
  const path = join(dir, `faults-${wrapped}.json`);
  writeFileSync(path, wrapped ? `{"generatedAt":"2026-05-01","vehicles":${list}}\n` : list);
  return path;
}

/** Everything a stock serves: each record's text and every column search reads. */
const served = (vehicles: VehicleList) =>
  vehicles.map((vehicle, index) => ({
    record: JSON.stringify(vehicle),
    columns: stockAttributes.map((name) => vehicles.attribute(name as never, index)),
  }));

describe("reading a feed on several threads", () => {
  it("gives the same stock, order and rejected records as reading it in one go", {
    timeout: 60_000,
  }, async () => {
    for (const [wrapped, threads] of [
      [true, 3],
      [false, 2],
    ] as const) {
      const path = feedWithFaults(wrapped);
      const inOrder = await loadInventory(path, undefined, { threads: 1 });
      // Undefined if the file were read in one go after all.
      const inParallel = await readInParallel(path, statSync(path).size, undefined, {
        threads,
        minBytes: 0,
      });
      if (!inOrder.ok || !inParallel) throw new Error("the feed did not load");
      expect(inOrder.rejectedRecords).toBeGreaterThan(10);
      expect(inOrder.rejected).toContainEqual(
        expect.objectContaining({ message: expect.stringMatching(/^Duplicate stocknum/) }),
      );
      expect(inParallel.rejected).toEqual(inOrder.rejected);
      expect(inParallel.rejectedRecords).toBe(inOrder.rejectedRecords);
      expect(served(inParallel.vehicles)).toEqual(served(inOrder.vehicles));
    }
  });

  it("gives the same stock when two threads take many parts in turn, merged as they come", {
    timeout: 60_000,
  }, async () => {
    const path = feedWithFaults(true);
    const inOrder = await loadInventory(path, undefined, { threads: 1 });
    const size = statSync(path).size;
    // Parts of about 4 KB: a dozen records each, far more parts than threads.
    const inParts = await readInParallel(path, size, undefined, {
      threads: 2,
      minBytes: 0,
      partBytes: 4096,
    });
    if (!inOrder.ok || !inParts) throw new Error("the feed did not load");
    expect(size / 4096).toBeGreaterThan(10);
    expect(inParts.rejected).toEqual(inOrder.rejected);
    expect(inParts.rejectedRecords).toBe(inOrder.rejectedRecords);
    expect(served(inParts.vehicles)).toEqual(served(inOrder.vehicles));
  });

  it("cuts a pretty-printed feed too, and reads in one go a feed it cannot cut between records", {
    timeout: 60_000,
  }, async () => {
    const read = async (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      const inOrder = await loadInventory(path, undefined, { threads: 1 });
      const parts = await readInParallel(path, statSync(path).size, undefined, {
        threads: 2,
        minBytes: 0,
      });
      return { inOrder: inOrder.ok ? served(inOrder.vehicles) : [], parts };
    };
    const pretty = await read(
      "pretty.json",
      JSON.stringify({ vehicles: generated.slice(0, 6) }, null, 2),
    );
    expect(pretty.parts && served(pretty.parts.vehicles)).toEqual(pretty.inOrder);
    expect(pretty.inOrder).toHaveLength(6);

    // A record whose own lines look like records' (a comma, then an object at the first column)
    // spans the middle: the part after such a line is found not to start a record.
    const nested = Array.from({ length: 400 }, (_, at) => `{"at":${at}}`).join(",\n");
    const middle = line(generated[2]!).replace(/}$/, `,"notes":[\n${nested}]}`);
    const lines = [line(generated[0]!), line(generated[1]!), middle, line(generated[3]!)];
    const cutInside = await read("cut-inside.json", `[\n${lines.join(",\n")}\n]`);
    expect(cutInside.parts).toBeUndefined();
    expect(cutInside.inOrder).toHaveLength(4);
  });
});
