import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { carFeedRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { generateInventory } from "../../../tools/inventory-generator/generate.ts";
import { loadInventory } from "./load-inventory.ts";

const dir = mkdtempSync(join(tmpdir(), "inventory-"));
const [first, second, third] = generateInventory({
  count: 3,
  seed: 7,
  now: new Date("2026-05-01T00:00:00Z"),
});
const line = (record: object) => JSON.stringify(record);

/** An inventory file as the generator writes one: the wrapper, then a record per line. */
function file(name: string, records: string[], wrapped = true): string {
  const path = join(dir, name);
  const list = `[\n${records.join(",\n")}\n]`;
  writeFileSync(path, wrapped ? `{"generatedAt":"2026-05-01","vehicles":${list}}\n` : list);
  return path;
}

describe("loading an inventory file record by record", () => {
  it("gives every vehicle, bare or under vehicles, as the schema reads it", async () => {
    const records = [line(first!), line(second!), line(third!)];
    for (const wrapped of [true, false]) {
      const loaded = await loadInventory(file(`ok-${wrapped}.json`, records, wrapped));
      expect(loaded.ok && loaded.vehicles.map((vehicle) => vehicle.slug)).toEqual([
        first!.slug,
        second!.slug,
        third!.slug,
      ]);
    }
  });

  it("reads pretty-printed files with a byte-order mark and Windows line ends", async () => {
    const path = join(dir, "pretty.json");
    const pretty = JSON.stringify({ vehicles: [first, second] }, null, 2).replaceAll("\n", "\r\n");
    writeFileSync(path, `\uFEFF${pretty}\r\n`);
    const loaded = await loadInventory(path);
    expect(loaded.ok && loaded.vehicles.map((vehicle) => vehicle.id)).toEqual([
      first!.id,
      second!.id,
    ]);
  });

  it("serves the other records and points at a bad field by pointer, line and column", async () => {
    const bad = line({ ...second!, price: "cheap" });
    const loaded = await loadInventory(file("bad-field.json", [line(first!), bad, line(third!)]));
    expect(loaded.ok && loaded.vehicles.map((vehicle) => vehicle.id)).toEqual([
      first!.id,
      third!.id,
    ]);
    expect(loaded.ok && loaded.rejectedRecords).toBe(1);
    expect(loaded.ok && loaded.rejected).toEqual([
      {
        pointer: "/vehicles/1/price",
        message: 'Expected a number, found the text "cheap"',
        line: 3,
        column: bad.indexOf('"price"') + 1,
      },
    ]);
  });

  it("locates broken JSON inside a record and a missing record, and refuses a cut-off file", async () => {
    const broken = line(first!).replace('"slug":', '"slug" ');
    const inRecord = await loadInventory(file("broken.json", [broken, line(second!)]));
    expect(inRecord.ok && inRecord.vehicles.length).toBe(1);
    expect(inRecord.ok && inRecord.rejected).toEqual([
      {
        pointer: "/vehicles/0",
        message: "Invalid JSON: Expected a colon after the property name",
        line: 2,
        column: broken.indexOf('"slug" ') + '"slug" '.length + 1,
      },
    ]);

    const trailing = await loadInventory(file("trailing.json", [line(first!), ""]));
    expect(trailing.ok && trailing.rejected).toEqual([
      expect.objectContaining({ pointer: "/vehicles/1", line: 4, column: 1 }),
    ]);

    const path = join(dir, "cut.json");
    writeFileSync(path, `{"vehicles":[\n${line(first!)},\n${line(second!).slice(0, 100)}`);
    const cut = await loadInventory(path);
    expect(cut.ok ? [] : cut.problems).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringMatching(/^Invalid JSON/) }),
    ]);
  });

  it("rejects a record repeating an earlier id, and refuses a document of the wrong shape", async () => {
    const again = line({ ...third!, id: first!.id });
    const repeated = await loadInventory(file("repeated.json", [line(first!), again]));
    expect(repeated.ok && repeated.vehicles.map((vehicle) => vehicle.id)).toEqual([first!.id]);
    expect(repeated.ok && repeated.rejected).toEqual([
      {
        pointer: "/vehicles/1/id",
        message: `Duplicate id ${first!.id} (also vehicle 0)`,
        line: 3,
        column: 1,
      },
    ]);

    const shapeless = join(dir, "shapeless.json");
    writeFileSync(shapeless, '{"cars": []}');
    const shape = await loadInventory(shapeless);
    expect(shape.ok ? [] : shape.problems).toEqual([
      expect.objectContaining({
        pointer: "/vehicles",
        message: expect.stringMatching(/list of vehicles/),
      }),
    ]);
  });
});

describe("checking generated stock", () => {
  it("keeps each record as the feed schema reads it, through the quick parser", {
    timeout: 20_000,
  }, async () => {
    const generated = generateInventory({
      count: 50,
      seed: 11,
      now: new Date("2026-05-01T00:00:00Z"),
      mix: { cars: 40, motorcycles: 20, trucks: 20, caravans: 20 },
    });
    // As a feed writes it: absent fields as null, defaults left to the schema.
    const written = generated.map((record) => ({
      ...record,
      tag: null,
      badge: null,
      views: null,
      certified: null,
    }));
    const loaded = await loadInventory(file("generated.json", written.map(line)));
    if (!loaded.ok) throw new Error("the generated file did not load");
    expect(loaded.rejected).toEqual([]);
    written.forEach((record, index) => {
      const zod = carFeedRecord.safeParse(record);
      expect(zod.success && JSON.stringify(loaded.vehicles.at(index))).toBe(
        JSON.stringify(zod.data),
      );
    });
  });

  it("keeps whole the records a file read in several pieces cuts between two pieces", {
    timeout: 20_000,
  }, async () => {
    const generated = generateInventory({
      count: 400,
      seed: 13,
      now: new Date("2026-05-01T00:00:00Z"),
    });
    // Text beyond ASCII too, so a cut may fall inside a character's bytes.
    const written = generated.map((record, index) =>
      index % 3 ? record : { ...record, dealercomments: `Über ${"é".repeat(index)} 🚗` },
    );
    const path = file("several-pieces.json", written.map(line));
    // The file is read a megabyte at a time.
    expect(statSync(path).size).toBeGreaterThan(2 * 1024 * 1024);
    const loaded = await loadInventory(path, undefined, { threads: 1 });
    if (!loaded.ok) throw new Error("the file did not load");
    expect(loaded.rejectedRecords).toBe(0);
    expect(loaded.vehicles.length).toBe(written.length);
    written.forEach((record, index) => {
      const zod = carFeedRecord.safeParse(record);
      expect(zod.success && loaded.vehicles.at(index)).toEqual(zod.success && zod.data);
    });
  });
});
