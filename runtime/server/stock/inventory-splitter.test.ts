import { describe, expect, it } from "vitest";
import { InventorySplitter, type RecordText } from "./inventory-splitter.ts";

/** Feeds `text` in chunks of `size` bytes; the records and the outline it yields. */
function split(text: string, size = 7) {
  const records: RecordText[] = [];
  const splitter = new InventorySplitter((record) => records.push(record));
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) splitter.write(bytes.subarray(at, at + size));
  return { records, ...splitter.end() };
}

describe("splitting an inventory into records", () => {
  it("cuts the records under the root's vehicles, whatever the chunk size", () => {
    const text =
      '{"generatedAt": "2026-01-01",\n "vehicles": [\n  {"id": 1, "tag": "a \\"}]\\" b"},\n  {"id": 2, "images": [{"url": "x"}], "vehicles": [1]}\n ],\n "after": [3]}';
    for (const size of [1, 2, 7, 4096]) {
      const { records, outline, unfinished } = split(text, size);
      expect(records.map((record) => JSON.parse(record.text).id)).toEqual([1, 2]);
      expect(records.map(({ path, line, column }) => ({ path, line, column }))).toEqual([
        { path: ["vehicles", 0], line: 3, column: 3 },
        { path: ["vehicles", 1], line: 4, column: 3 },
      ]);
      expect(JSON.parse(outline)).toEqual({
        generatedAt: "2026-01-01",
        vehicles: [],
        after: [3],
      });
      expect(unfinished).toBe(false);
    }
  });

  it("cuts a bare list, and lists other keys' lists in the outline", () => {
    expect(split('[{"id":1},{"id":2}]').records.map((record) => record.path)).toEqual([[0], [1]]);
    const other = split('{"before": [{"id": 9}], "vehicles": [{"id": 1}]}');
    expect(other.records.map((record) => record.text)).toEqual(['{"id": 1}']);
    expect(JSON.parse(other.outline)).toEqual({ before: [{ id: 9 }], vehicles: [] });
  });

  it("hands over a missing record as empty text, where it is missing", () => {
    const { records } = split('[{"id":1},\n ,{"id":2},\n]');
    expect(records.map(({ text, line, column }) => ({ text, line, column }))).toEqual([
      { text: '{"id":1}', line: 1, column: 2 },
      { text: "", line: 2, column: 2 },
      { text: '{"id":2}', line: 2, column: 3 },
      { text: "", line: 3, column: 1 },
    ]);
  });

  it("cuts a record a line as the byte walk does, whatever else a line holds", () => {
    const lines = [
      '{"id": 1, "tag": "ends },"}  ,\r',
      '{"id": 2, "x" 1},',
      '{"id": 3}, {"id": 4},',
      '{"id": 5,',
      ' "y": [1]},',
      '  {"id": 6, "name": "Ë"} ,',
      '{"id": 7}',
    ];
    const text = `{"vehicles": [\n${lines.join("\n")}\n]}`;
    const cut = (size: number) =>
      split(text, size).records.map(({ text, path, line, column }) => ({
        text,
        path,
        line,
        column,
      }));
    // Chunks of a byte end before any line does: every record is walked byte by byte.
    expect(cut(4096)).toEqual(cut(1));
    expect(cut(4096).map((record) => record.text)).toEqual([
      '{"id": 1, "tag": "ends },"}',
      '{"id": 2, "x" 1}',
      '{"id": 3}',
      '{"id": 4}',
      '{"id": 5,\n "y": [1]}',
      '{"id": 6, "name": "Ë"}',
      '{"id": 7}',
    ]);
    // Those alone on their line were taken whole, already parsed.
    expect(split(text, 4096).records.flatMap((record) => record.value ?? [])).toEqual([
      { id: 1, tag: "ends }," },
      { id: 6, name: "Ë" },
    ]);
  });

  it("says when the file ends inside the list", () => {
    expect(split('{"vehicles": [{"id": 1}, {"id"').unfinished).toBe(true);
    expect(split('{"vehicles": [{"id": 1}').unfinished).toBe(true);
  });
});
