import { type ColumnValues, codedColumnValues } from "../search/facets/columns/column-values.ts";
import { attributeValues, splitPath } from "../search/indexing/attribute-values.ts";

/** A column as it crosses between threads (see AttributeColumn.addFrom). */
export type SharedColumn = {
  codes: Int32Array;
  numbers: Float64Array | undefined;
  values: unknown[];
};

/** Code of a record whose value is a number, kept in the column's numbers. */
const numberCode = -1;

/** The value of record `at` in a column as it crossed between threads. */
export function sharedValue(column: SharedColumn, at: number): unknown {
  const code = column.codes[at]!;
  return code === numberCode ? column.numbers![at] : column.values[code];
}

/**
 * One attribute of every record, as the search engine reads it from a record (the value under
 * the key, or the list of values along a dotted path), kept compactly: each distinct value once,
 * a code per record (typed arrays, outside the heap), numbers as numbers.
 */
class AttributeColumn {
  private readonly path: readonly string[];
  private codes = new Int32Array(1024);
  private numbers: Float64Array | undefined;
  /** Distinct values; the lookups are dropped once the column is complete. */
  readonly values: unknown[] = [];
  private lookup: Map<unknown, number> | undefined = new Map();
  /** Lists (and other objects) by their JSON. */
  private objectLookup: Map<string, number> | undefined = new Map();

  /**
   * `distinct`: the records added hold distinct values, or those that repeat one are left out
   * when the column is taken over (see addFrom), so each value added but an object gets a code
   * of its own, unlooked-up.
   */
  constructor(
    readonly attribute: string,
    private readonly distinct = false,
  ) {
    this.path = splitPath(attribute);
  }

  add(index: number, record: Record<string, unknown>): void {
    const value =
      this.path.length === 1 ? record[this.path[0]!] : attributeValues(record, this.path);
    if (index >= this.codes.length) this.codes = grown(this.codes, index);
    if (typeof value === "number") {
      if (!this.numbers || index >= this.numbers.length)
        this.numbers = grown(this.numbers ?? new Float64Array(0), index);
      this.numbers[index] = value;
      this.codes[index] = numberCode;
      return;
    }
    this.codes[index] =
      this.distinct && typeof value !== "object" ? this.values.push(value) - 1 : this.codeOf(value);
  }

  /**
   * Takes records `kept` of a column filled elsewhere (see shared) as records `first` onwards,
   * in order: their values keep the order they are first met in. `distinct`: no two records of
   * the column hold the same text or number (checked before), so none is looked up.
   */
  addFrom(first: number, from: SharedColumn, kept: Int32Array, distinct: boolean): void {
    const last = first + kept.length - 1;
    if (last >= this.codes.length) this.codes = grown(this.codes, last);
    // That column's codes as this one's (-1 until first met).
    const own = new Int32Array(from.values.length).fill(-1);
    const { codes: fromCodes, numbers: fromNumbers, values: fromValues } = from;
    const codes = this.codes;
    for (let k = 0; k < kept.length; k++) {
      const at = kept[k]!;
      const index = first + k;
      const code = fromCodes[at]!;
      if (code === numberCode) {
        if (!this.numbers || index >= this.numbers.length)
          this.numbers = grown(this.numbers ?? new Float64Array(0), last);
        this.numbers[index] = fromNumbers![at]!;
        codes[index] = numberCode;
        continue;
      }
      let mapped = own[code]!;
      if (mapped === -1) {
        const value = fromValues[code];
        mapped =
          distinct && typeof value !== "object" ? this.values.push(value) - 1 : this.codeOf(value);
        own[code] = mapped;
      }
      codes[index] = mapped;
    }
  }

  private codeOf(value: unknown): number {
    // Lists (and other objects) are told apart by their JSON; equal lists share one value.
    const isObject = typeof value === "object" && value !== null;
    const key = isObject ? JSON.stringify(value) : value;
    const lookup = (isObject ? this.objectLookup : this.lookup) as Map<unknown, number>;
    let code = lookup.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      lookup.set(key, code);
    }
    return code;
  }

  shared(count: number): SharedColumn {
    return {
      codes: this.codes.slice(0, count),
      numbers: this.numbers?.slice(0, count),
      values: this.values,
    };
  }

  complete(): void {
    this.lookup = undefined;
    this.objectLookup = undefined;
  }

  value(index: number): unknown {
    const code = this.codes[index]!;
    return code === numberCode ? this.numbers![index] : this.values[code];
  }

  /** The values of records `0..size` as the search engine reads them, by document (see codedColumnValues). */
  columnValues(size: number, order: Int32Array | undefined): ColumnValues {
    const { codes, numbers, values } = this;
    return codedColumnValues({ codes, numbers, values }, numberCode, size, order);
  }

  /** Writes the values of records `from..to` into `into`, record i at `rank[i]` (or at i). */
  copyInto(into: unknown[], from: number, to: number, rank: Int32Array | undefined): void {
    const { codes, numbers, values } = this;
    for (let index = from; index < to; index++) {
      const code = codes[index]!;
      into[rank ? rank[index]! : index] = code === numberCode ? numbers![index] : values[code];
    }
  }
}

function grown<T extends Int32Array | Float64Array>(array: T, index: number): T {
  const next = new (array.constructor as new (length: number) => T)(
    Math.max(1024, array.length * 2, index + 1),
  );
  next.set(array);
  return next;
}

/** The columns of `attributes` over records added one by one. */
export class AttributeColumns {
  private readonly columns: Map<string, AttributeColumn>;

  /** `distinct`: attributes whose values are distinct (see AttributeColumn). */
  constructor(attributes: readonly string[], distinct: readonly string[] = []) {
    this.columns = new Map(
      attributes.map((attribute) => [
        attribute,
        new AttributeColumn(attribute, distinct.includes(attribute)),
      ]),
    );
  }

  add(index: number, record: Record<string, unknown>): void {
    for (const column of this.columns.values()) column.add(index, record);
  }

  /** Each column's records `0..count`, to be taken over elsewhere (see addFrom). */
  shared(count: number): Map<string, SharedColumn> {
    return new Map(
      [...this.columns].map(([attribute, column]) => [attribute, column.shared(count)]),
    );
  }

  /**
   * Takes records `kept` of columns filled elsewhere as records `first` onwards (see
   * AttributeColumn.addFrom), a column a step; the `distinct` attributes' values are all distinct.
   */
  *addFrom(
    first: number,
    from: Map<string, SharedColumn>,
    kept: Int32Array,
    distinct: readonly string[],
  ): Generator<void, void> {
    for (const [attribute, column] of this.columns) {
      column.addFrom(first, from.get(attribute)!, kept, distinct.includes(attribute));
      yield;
    }
  }

  complete(): void {
    for (const column of this.columns.values()) column.complete();
  }

  has(attribute: string): boolean {
    return this.columns.has(attribute);
  }

  /** A reader of `attribute`'s value by record (the attribute must be a column; see AttributeColumn.value). */
  reader(attribute: string): (index: number) => unknown {
    const column = this.columns.get(attribute)!;
    return (index) => column.value(index);
  }

  /** The value of `attribute` of the record at `index` (the attribute must be a column). */
  value(attribute: string, index: number): unknown {
    return this.columns.get(attribute)!.value(index);
  }

  /** The values of `attribute` (a column) of records `0..size`, by document (see AttributeColumn.columnValues). */
  columnValues(attribute: string, size: number, order: Int32Array | undefined): ColumnValues {
    return this.columns.get(attribute)!.columnValues(size, order);
  }

  /** Writes the values of `attribute` of records `from..to` into `into` (see AttributeColumn.copyInto). */
  copyInto(
    attribute: string,
    into: unknown[],
    from: number,
    to: number,
    rank: Int32Array | undefined,
  ): void {
    this.columns.get(attribute)!.copyInto(into, from, to, rank);
  }
}
