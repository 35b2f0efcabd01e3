import { open } from "node:fs/promises";
import { identityFields, type VehicleRecord } from "@storefront/schemas";
import { AttributeColumns, type SharedColumn } from "../stock/attribute-columns.ts";
import { InventorySplitter } from "../stock/inventory-splitter.ts";
import {
  type PreviousText,
  previousRecordFinder,
  RecordBytes,
  type SharedRecordBytes,
} from "../stock/record-bytes.ts";
import { checkRecord } from "./check-record.ts";
import type { LocatedProblem } from "./json-source.ts";

/** A part of an inventory file to read: bytes `start` to `end` (the file's end if none). */
export type RangeTask = {
  file: string;
  start: number;
  end?: number | undefined;
  /** For every part but the first: the depth of the records' list the part starts in. */
  listDepth?: number | undefined;
  attributes: readonly string[];
  /**
   * The served stock's text, when this is the feed's next version: a record found in it byte
   * for byte keeps it (see PreviousText), and the file is read through two small buffers taken
   * in turn, the changed records alone copied out of them.
   */
  previous?: PreviousText | undefined;
};

/**
 * A part of an inventory read and checked (see loadRange). Positions, lines and pointers count
 * from the part's start; the valid records' text and columns are kept as one stock's would be,
 * to be taken over in file order by the whole file's stock (see mergeRanges).
 */
export type RangeResult = {
  /** Records cut from the part, valid or not. */
  records: number;
  lineEnds: number;
  /** The records' list's depth at the part's end, and whether it ends after a comma between records. */
  listDepth: number;
  /** The depth of the list the part's records were cut from (1 bare, 2 under "vehicles"; 0 if none). */
  recordsDepth: number;
  afterRecordComma: boolean;
  outline: string;
  unfinished: boolean;
  /** The valid records' positions in the part, their line and column. */
  valid: Int32Array;
  lines: Int32Array;
  columns: Int32Array;
  bytes: SharedRecordBytes;
  /** The valid records' attributes, id, slug and stock number among them (see identityFields). */
  attributeColumns: Map<string, SharedColumn>;
  /** The rejected records' positions in the part and problems, pointers under the part's positions. */
  rejected: { at: number; problems: LocatedProblem[] }[];
};

/** Bytes read at a time, into blocks of this many bytes (see RecordBytes.addBlock). */
const readBytes = 1024 * 1024;
const readBlockBytes = 32 * 1024 * 1024;

/**
 * Where a range's pieces are read into. Read afresh, the file goes into the record blocks and
 * its records stay where they lie. Read against the served stock, two buffers of a piece are
 * taken in turn (the next piece is read while one is checked; the splitter keeps no piece past
 * its write), since most records are found in the served stock and the rest are copied out.
 */
function pieceBlocks(
  bytes: RecordBytes,
  againstServed: boolean,
): () => { block: Buffer<ArrayBufferLike>; index: number } {
  if (!againstServed) return () => bytes.addBlock(readBlockBytes);
  const buffers = [Buffer.alloc(readBytes), Buffer.alloc(readBytes)];
  let turn = 0;
  return () => ({ block: buffers[turn++ % 2]!, index: -1 });
}

const grownInt32 = (array: Int32Array) => {
  const next = new Int32Array(array.length * 2);
  next.set(array);
  return next;
};

/**
 * Reads bytes `start` to `end` of an inventory file and checks each record in them as
 * loadInventory does, keeping each valid one's text as the file has it (where the file was read
 * into, SharedArrayBuffer blocks shared with the thread that takes them over, not copied) and
 * column values.
 */
export async function loadRange(
  task: RangeTask,
  onRead?: (bytes: number) => void,
): Promise<RangeResult> {
  // Records lie where the file is read into (see below); only a record cut between two reads
  // is written out again, into small blocks of its own.
  const bytes = new RecordBytes(1024 * 1024);
  const served = task.previous && previousRecordFinder(task.previous);
  const nextBlock = pieceBlocks(bytes, served !== undefined);
  /** The piece of the file being checked, and the block it lies in. */
  let reading: { block: Buffer<ArrayBufferLike>; index: number } = {
    block: Buffer.alloc(0),
    index: -1,
  };
  // Repeated ids, slugs and stock numbers are found from these columns' values when the parts
  // are taken over, and left out (parallel-inventory.ts): their values are not looked up here.
  const columns = new AttributeColumns(
    [...new Set([...task.attributes, ...identityFields])],
    identityFields,
  );
  let valid = new Int32Array(1024);
  let lines = new Int32Array(1024);
  let places = new Int32Array(1024);
  const rejected: RangeResult["rejected"] = [];
  let at = 0;
  let recordsDepth = 0;
  const splitter = new InventorySplitter(
    (record) => {
      recordsDepth = record.path.length;
      const result = checkRecord(task.file, record);
      if (result.ok) {
        const vehicle: VehicleRecord = result.vehicle;
        // The record's own text is kept, not the vehicle written out again: it is checked
        // again when shown (see feedVehicle), which costs less than writing every record.
        // A record the served stock holds byte for byte keeps the served text (see PreviousText).
        const found = record.bytes;
        const same = served && found ? served(vehicle.id, found) : undefined;
        const index =
          same !== undefined
            ? bytes.appendPrevious(same)
            : found && served
              ? bytes.appendBytes(found)
              : found?.buffer === reading.block.buffer
                ? bytes.appendIn(reading.index, found.byteOffset, found.byteOffset + found.length)
                : bytes.append(record.text);
        columns.add(index, vehicle as Record<string, unknown>);
        if (index === valid.length) {
          valid = grownInt32(valid);
          lines = grownInt32(lines);
          places = grownInt32(places);
        }
        valid[index] = at;
        lines[index] = record.line;
        places[index] = record.column;
      } else rejected.push({ at, problems: result.problems });
      at++;
    },
    task.listDepth === undefined ? undefined : { listDepth: task.listDepth },
  );
  const handle = await open(task.file);
  const end = task.end ?? Number.POSITIVE_INFINITY;
  let into: typeof reading = { block: Buffer.alloc(0), index: -1 };
  let filled = 0;
  let position = task.start;
  /** Reads the range's next piece into the blocks the records are kept in; undefined at its end. */
  const readPiece = async (): Promise<typeof reading | undefined> => {
    if (position >= end) return undefined;
    if (filled === into.block.length) {
      into = nextBlock();
      filled = 0;
    }
    const [block, from] = [into, filled];
    const length = Math.min(readBytes, block.block.length - from, end - position);
    const { bytesRead } = await handle.read(block.block, from, length, position);
    filled += bytesRead;
    position += bytesRead;
    return bytesRead
      ? { block: block.block.subarray(from, from + bytesRead), index: block.index }
      : undefined;
  };
  let next = readPiece();
  try {
    for (let piece = await next; piece; piece = await next) {
      // The next piece is read while this one is checked.
      next = readPiece();
      next.catch(() => {});
      reading = piece;
      splitter.write(piece.block);
      onRead?.(piece.block.length);
    }
  } finally {
    await next.catch(() => undefined);
    await handle.close();
  }
  const { outline, unfinished } = splitter.end();
  const count = bytes.length;
  return {
    ...splitter.counts,
    listDepth: splitter.openListDepth,
    recordsDepth,
    afterRecordComma: splitter.afterRecordComma,
    outline,
    unfinished,
    valid: valid.slice(0, count),
    lines: lines.slice(0, count),
    columns: places.slice(0, count),
    bytes: bytes.shared(),
    attributeColumns: columns.shared(count),
    rejected,
  };
}
