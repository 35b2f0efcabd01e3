import type { VehicleRecord } from "@storefront/schemas";
import { LruCache } from "../search/caches/lru-cache.ts";
import type { ColumnValues } from "../search/facets/columns/column-values.ts";
import { type AttributeTable, attributeReader } from "../search/indexing/attribute-table.ts";
import type {
  AttributeReader,
  DocumentOrder,
  RecordSource,
} from "../search/indexing/record-source.ts";
import { AttributeColumns, type SharedColumn } from "./attribute-columns.ts";
import { feedVehicle } from "./feed-vehicle.ts";
import { type PreviousText, RecordBytes, type SharedRecordBytes } from "./record-bytes.ts";

/** Records parsed again for cards and vehicle pages, kept per stock. */
const parsedKept = 2048;

/** Records read per step when an attribute is not kept as a column. */
const recordsPerStep = 20_000;

type Compact = {
  bytes: RecordBytes;
  /** How a record's text is read: a feed's as the feed's check reads it, others as plain JSON. */
  read: (text: string) => VehicleRecord;
  columns: AttributeColumns;
  parsed: LruCache<VehicleRecord, number>;
  /** Positions of the cars served as reserved whatever the feed says. */
  reserved: ReadonlySet<number>;
};

/**
 * The vehicles of a stock, in feed order. A feed's list keeps each record as the feed's JSON text
 * in Buffers outside the heap, parsed and checked again when a card or page shows it, and the attributes search
 * and routing read as compact columns (see AttributeColumns), so a million vehicles fit Node's
 * default heap. A list made from records in memory (tests, tools) simply holds them.
 */
export class VehicleList implements RecordSource, Iterable<VehicleRecord> {
  private constructor(
    private readonly records: readonly VehicleRecord[] | undefined,
    private readonly compact: Compact | undefined,
    readonly length: number,
  ) {}

  static of(records: readonly VehicleRecord[] | VehicleList): VehicleList {
    return records instanceof VehicleList
      ? records
      : new VehicleList(records, undefined, records.length);
  }

  /**
   * A builder of a compact list keeping `attributes` as columns. With `previous` (the served
   * list, whose previousText the new version's records were read against), records found
   * unchanged keep its text.
   */
  static builder(attributes: readonly string[], previous?: VehicleList): VehicleListBuilder {
    return new VehicleListBuilder(attributes, previous?.compact?.bytes, (bytes, columns, read) => {
      const compact = {
        bytes,
        read,
        columns,
        parsed: newParsedCache(),
        reserved: new Set<number>(),
      };
      return new VehicleList(undefined, compact, bytes.length);
    });
  }

  /**
   * The records' text, for reading the feed's next version against (see PreviousText), letting
   * the event loop run meanwhile; undefined for records in memory.
   */
  async previousText(): Promise<PreviousText | undefined> {
    if (!this.compact) return undefined;
    const steps = this.compact.bytes.previousText((index) => this.attribute("id", index));
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await new Promise(setImmediate);
    }
  }

  at(index: number): VehicleRecord {
    if (this.records) return this.records[index]!;
    const compact = this.compact!;
    let record = compact.parsed.get(index);
    if (!record) {
      record = compact.read(compact.bytes.text(index));
      if (compact.reserved.has(index)) record = { ...record, reserved: true };
      compact.parsed.set(index, record);
    }
    return record;
  }

  /** The value search reads of `attribute` (a top-level field) for the vehicle at `index`. */
  attribute(attribute: keyof VehicleRecord, index: number): unknown {
    const compact = this.compact;
    if (!compact?.columns.has(attribute)) return this.at(index)[attribute];
    if (attribute === "reserved" && compact.reserved.has(index)) return true;
    return compact.columns.value(attribute, index);
  }

  /** The positions of the vehicles that pass `test` of their attributes (read as `attribute`). */
  positions(test: (index: number) => boolean): number[] {
    const found: number[] = [];
    for (let index = 0; index < this.length; index++) if (test(index)) found.push(index);
    return found;
  }

  *[Symbol.iterator](): Iterator<VehicleRecord> {
    for (let index = 0; index < this.length; index++) yield this.at(index);
  }

  map<T>(each: (vehicle: VehicleRecord, index: number) => T): T[] {
    return Array.from({ length: this.length }, (_, index) => each(this.at(index), index));
  }

  /**
   * The list with the cars of these ids (as text) served as reserved, unless they already are:
   * the same records otherwise.
   */
  withReserved(carIds: ReadonlySet<string>): VehicleList {
    if (carIds.size === 0) return this;
    const held = (index: number) =>
      this.attribute("reserved", index) !== true && carIds.has(String(this.attribute("id", index)));
    if (this.records)
      return VehicleList.of(
        this.records.map((vehicle, index) =>
          held(index) ? { ...vehicle, reserved: true } : vehicle,
        ),
      );
    const compact = this.compact!;
    const reserved = new Set(this.positions(held));
    return new VehicleList(
      undefined,
      { ...compact, parsed: newParsedCache(), reserved },
      this.length,
    );
  }

  columnValues(attribute: string, documents?: DocumentOrder): ColumnValues | undefined {
    const compact = this.compact;
    if (!compact?.columns.has(attribute)) return undefined;
    // Cars served as reserved whatever the feed says are read from the records (readAttributes).
    if (attribute === "reserved" && compact.reserved.size) return undefined;
    return compact.columns.columnValues(attribute, this.length, documents?.order);
  }

  attributeReader(attribute: string, documents?: DocumentOrder): AttributeReader | undefined {
    const compact = this.compact;
    if (!compact?.columns.has(attribute)) return undefined;
    // Cars served as reserved whatever the feed says are read from the records (readAttributes).
    if (attribute === "reserved" && compact.reserved.size) return undefined;
    const value = compact.columns.reader(attribute);
    const order = documents?.order;
    return order ? (doc) => value(order[doc]!) : value;
  }

  *readAttributes(
    attributes: readonly string[],
    documents?: DocumentOrder,
  ): Generator<void, AttributeTable> {
    const size = this.length;
    const rank = documents?.rank;
    const compact = this.compact;
    const kept = compact ? attributes.filter((name) => compact.columns.has(name)) : [];
    const others = attributes.filter((name) => !kept.includes(name));
    const table = new Map<string, readonly unknown[]>();
    // Records are read in input order (their text lies in that order) and their values placed
    // by document, a slice at a time.
    if (others.length) {
      const columns = others.map(() => new Array<unknown>(size));
      const read = attributeReader(others);
      for (let from = 0; from < size; from += recordsPerStep) {
        const to = Math.min(size, from + recordsPerStep);
        for (let index = from; index < to; index++) {
          read(this.at(index), columns, rank ? rank[index]! : index);
        }
        yield;
      }
      others.forEach((name, a) => {
        table.set(name, columns[a]!);
      });
    }
    for (const name of kept) {
      const values = new Array<unknown>(size);
      const step = recordsPerStep * 10;
      for (let from = 0; from < size; from += step) {
        if (from > 0) yield;
        compact!.columns.copyInto(name, values, from, Math.min(size, from + step), rank);
      }
      if (name === "reserved")
        for (const index of compact!.reserved) values[rank ? rank[index]! : index] = true;
      table.set(name, values);
    }
    return table;
  }
}

const newParsedCache = () => new LruCache<VehicleRecord, number>(parsedKept, () => 1);

/** Takes a feed's valid vehicles one by one into a compact VehicleList. */
export class VehicleListBuilder {
  private readonly bytes: RecordBytes;
  private readonly columns: AttributeColumns;
  /** Whether the records are a feed's text (adopt) or records given (add): a list holds one kind. */
  private kind: "feed" | "records" | undefined;

  constructor(
    attributes: readonly string[],
    previous: RecordBytes | undefined,
    private readonly make: (
      bytes: RecordBytes,
      columns: AttributeColumns,
      read: (text: string) => VehicleRecord,
    ) => VehicleList,
  ) {
    this.bytes = new RecordBytes(undefined, previous);
    this.columns = new AttributeColumns(attributes);
  }

  add(vehicle: VehicleRecord): void {
    this.holds("records");
    const index = this.bytes.append(JSON.stringify(vehicle));
    this.columns.add(index, vehicle as Record<string, unknown>);
  }

  /**
   * Takes over the records `kept` (in feed order) of those a part of a feed left (on another
   * thread: see inventory-range.ts), their feed text where it is, a column at a time, yielding
   * between columns. No two records of the whole list hold the same value of the `distinct`
   * attributes (ids, say, checked before).
   */
  *adopt(
    part: { bytes: SharedRecordBytes; attributeColumns: Map<string, SharedColumn> },
    kept: Int32Array,
    distinct: readonly string[] = [],
  ): Generator<void, void> {
    this.holds("feed");
    const blocks = this.bytes.adoptBlocks(part.bytes);
    const first = this.bytes.length;
    for (const at of kept) this.bytes.appendFrom(part.bytes, blocks, at);
    yield* this.columns.addFrom(first, part.attributeColumns, kept, distinct);
  }

  finish(): VehicleList {
    this.bytes.settle();
    this.columns.complete();
    const read =
      this.kind === "feed" ? feedVehicle : (text: string) => JSON.parse(text) as VehicleRecord;
    return this.make(this.bytes, this.columns, read);
  }

  private holds(kind: "feed" | "records"): void {
    if (this.kind && this.kind !== kind) throw new Error("A vehicle list holds one kind of record");
    this.kind = kind;
  }
}
