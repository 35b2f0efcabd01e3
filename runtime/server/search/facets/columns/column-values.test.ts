import { describe, expect, it } from "vitest";
import { Random } from "../../../../../tools/inventory-generator/random.ts";
import { readColumnValues } from "./column-values.ts";

describe("a column read in the records' own order", () => {
  it("comes out by document exactly as if read in document order", () => {
    const random = new Random(5);
    const features = ["Bluetooth", "Sunroof", "Tow Bar", "Heated Seats"];
    const size = 2_000;
    // Text, lists (with repeats), numbers, flags, 5 beside "5", and records with nothing.
    const columns: unknown[][] = [
      Array.from({ length: size }, () => random.pick(["Toyota", "Kia", "Ford", undefined])),
      Array.from({ length: size }, () =>
        Array.from({ length: random.int(0, 5) }, () => random.pick(features)),
      ),
      Array.from({ length: size }, () => (random.chance(0.2) ? null : random.int(0, 300_000))),
      Array.from({ length: size }, () => random.chance(0.5)),
      Array.from({ length: size }, () => random.pick([5, "5", "7", 7.5, [5, "5"]])),
      // Lists of one value or none, and lists of several only near the end.
      Array.from({ length: size }, () => random.pick([["Sedan"], [], "Ute", [null], undefined])),
      Array.from({ length: size }, (_, at) =>
        at > size - 10 ? [...features].slice(0, random.int(0, 4)) : random.pick(features),
      ),
    ];
    const order = Int32Array.from({ length: size }, (_, doc) => doc);
    for (let i = size - 1; i > 0; i--) {
      const j = random.int(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rank = new Int32Array(size);
    for (let doc = 0; doc < size; doc++) rank[order[doc]!] = doc;
    for (const raw of columns) {
      const byDocument = Array.from(order, (at) => raw[at]);
      expect(readColumnValues(raw, { order, rank })).toEqual(readColumnValues(byDocument));
    }
  });
});
