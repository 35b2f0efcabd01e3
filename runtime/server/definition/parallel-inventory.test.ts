import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
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

describe("reading a feed's next version against the served stock", () => {
  const dated = new Date("2026-05-02T00:00:00Z");
  /** A feed of these records, a record a line. */
  const feedOf = (name: string, records: readonly object[]) => {
    const path = join(dir, name);
    writeFileSync(path, `{"vehicles":[\n${records.map(line).join(",\n")}\n]}\n`);
    return path;
  };
  /** The first version, then the next: records changed, dropped, added and moved. */
  function nextVersion(): string {
    const changed = generated.map((record, index) =>
      index % 5 === 0 ? { ...record, price: record.price + 1000 } : record,
    );
    const kept = changed.filter((_, index) => index % 7 !== 2);
    const added = generateInventory({ count: 5, seed: 6, now: dated });
    return feedOf("next.json", [
      ...kept.slice(30),
      ...kept.slice(0, 30),
      ...added.map((record, at) => ({ ...record, id: 800_000 + at })),
    ]);
  }
  /** Reads `path` afresh, and against `previous` in one go, on two threads and in many parts. */
  async function readEachWay(path: string, previous: VehicleList) {
    const afresh = await loadInventory(path, undefined, { threads: 1 });
    const inOrder = await loadInventory(path, undefined, { threads: 1, previous });
    const size = statSync(path).size;
    const [inParallel, inParts] = await Promise.all(
      [undefined, 4096].map((partBytes) =>
        readInParallel(path, size, undefined, { threads: 2, minBytes: 0, partBytes, previous }),
      ),
    );
    if (!afresh.ok || !inOrder.ok || !inParallel || !inParts)
      throw new Error("the next version did not load");
    return { afresh, inOrder, inParallel, inParts };
  }
  /** The array buffers' memory held once all garbage is collected. */
  async function held(): Promise<number> {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    // Buffers are swept after a collection, on another thread: until three readings agree.
    const readings = [-1, -2];
    for (;;) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 50));
      readings.push(process.memoryUsage().arrayBuffers);
      const [a, b, c] = readings.slice(-3);
      if (a === b && b === c) return c!;
    }
  }

  it("serves what reading it afresh serves, read in one go or on several threads", {
    timeout: 60_000,
  }, async () => {
    const first = await loadInventory(feedWithFaults(true), undefined, { threads: 1 });
    if (!first.ok) throw new Error("the first version did not load");
    const next = await readEachWay(nextVersion(), first.vehicles);
    const expected = served(next.afresh.vehicles);
    for (const read of [next.inOrder, next.inParallel, next.inParts]) {
      expect(served(read.vehicles)).toEqual(expected);
      expect(read.rejected).toEqual(next.afresh.rejected);
    }
    // A dropped record is not served, a changed one is served as changed, an added one is.
    const ids = new Set(next.inParts.vehicles.map((vehicle) => vehicle.id));
    expect(ids.has(generated[2]!.id)).toBe(false);
    expect(ids.has(800_000)).toBe(true);
    expect(next.inParts.vehicles.map((vehicle) => vehicle.price)).toContain(
      generated[5]!.price + 1000,
    );
    // And the version after, against a stock that itself keeps the first version's text.
    const third = await readEachWay(feedWithFaults(true), next.inParts.vehicles);
    expect(served(third.inOrder.vehicles)).toEqual(served(first.vehicles));
    expect(served(third.inParts.vehicles)).toEqual(served(first.vehicles));
  });

  it("serves a version whose every record changed as read afresh", {
    timeout: 60_000,
  }, async () => {
    const first = await loadInventory(feedOf("all.json", generated), undefined, { threads: 1 });
    if (!first.ok) throw new Error("the first version did not load");
    const path = feedOf(
      "all-changed.json",
      generated.map((record) => ({ ...record, km: record.km + 1 })),
    );
    const next = await readEachWay(path, first.vehicles);
    const expected = served(next.afresh.vehicles);
    expect(expected).toHaveLength(generated.length);
    for (const read of [next.inOrder, next.inParallel, next.inParts])
      expect(served(read.vehicles)).toEqual(expected);
  });

  it("takes no new memory for the text of records that did not change", async () => {
    const path = feedWithFaults(false);
    const first = await loadInventory(path, undefined, { threads: 1 });
    if (!first.ok) throw new Error("the feed did not load");
    const grownBy = async (previous?: VehicleList) => {
      const before = await held();
      const again = await loadInventory(path, undefined, { threads: 1, previous });
      const grown = (await held()) - before;
      if (!again.ok) throw new Error("the feed did not load again");
      expect(served(again.vehicles)).toEqual(served(first.vehicles));
      return grown;
    };
    // Afresh, the file is read into a new block of 32 MB that its records' text stays in;
    // against the served stock, none.
    expect(await grownBy()).toBeGreaterThanOrEqual(32 * 1024 * 1024);
    expect(await grownBy(first.vehicles)).toBeLessThan(4 * 1024 * 1024);
  });

  it("keeps none of the served text once most records are gone", { timeout: 60_000 }, async () => {
    const before = await held();
    const next = await (async () => {
      const first = await loadInventory(feedOf("many.json", generated), undefined, { threads: 1 });
      if (!first.ok) throw new Error("the first version did not load");
      const few = feedOf("few.json", generated.slice(0, 3));
      const read = await loadInventory(few, undefined, { threads: 1, previous: first.vehicles });
      if (!read.ok) throw new Error("the next version did not load");
      return read.vehicles;
    })();
    // The served stock's 32 MB block went with it: the three records' text was copied out.
    expect((await held()) - before).toBeLessThan(4 * 1024 * 1024);
    const afresh = await loadInventory(join(dir, "few.json"), undefined, { threads: 1 });
    if (!afresh.ok) throw new Error("the next version did not load afresh");
    expect(served(next)).toEqual(served(afresh.vehicles));
    expect(next).toHaveLength(3);
  });
});
