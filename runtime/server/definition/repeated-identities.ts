import { identityFields, type Problem, repeatProblem } from "@storefront/schemas";
import { type SharedColumn, sharedValue } from "../stock/attribute-columns.ts";
import { textHash } from "../text-hash.ts";

type Field = (typeof identityFields)[number];

/** A part's valid records as the check reads them (see inventory-range.ts). */
type CheckedPart = { attributeColumns: ReadonlyMap<string, SharedColumn> };

const bits = new Float64Array(1);
const bitWords = new Int32Array(bits.buffer);

const mixed = (h: number) => {
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return h ^ (h >>> 16);
};

/** A hash equal for values a Map takes as one key (SameValueZero): 0 and -0, every NaN. */
function hashOf(value: unknown): number {
  if (typeof value === "string") return mixed(textHash(value));
  if (typeof value === "number") {
    if (value === 0 || Number.isNaN(value)) return value === 0 ? 1 : 2;
    bits[0] = value;
    return mixed(bitWords[0]! ^ mixed(bitWords[1]!));
  }
  return value === undefined ? 3 : value === null ? 4 : 5 + String(value).length;
}

const sameKey = (a: unknown, b: unknown) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * Finds the records that repeat an earlier record's id, slug or stock number, fed in file order
 * part by part, as RepeatCheck does over whole vehicles: the first one is kept and each repeat
 * is rejected, naming the record it repeats. The records met are kept in open-addressing hash
 * tables of typed arrays (outside the heap) naming a part's record, whose value is read back
 * from the part's columns, not in a Map of a million values per field.
 */
export class RepeatedIdentities {
  /** Per field: slot -> 1 + the record (counting all parts' valid records), 0 when free. */
  private slots: Int32Array[];
  private hashes: Int32Array[];
  private mask: number;
  /** The first record (over all parts' valid records) of each part, and the parts. */
  private readonly firsts: number[] = [];
  private readonly parts: CheckedPart[] = [];
  private readonly places: ((valid: number) => PropertyKey)[] = [];
  private records = 0;
  /** The slot and hash of each field's value of the record being checked. */
  private readonly found = identityFields.map(() => ({ slot: 0, hash: 0 }));

  /** `records`: about how many valid records the parts hold (the tables grow past it). */
  constructor(records: number) {
    let size = 1024;
    while (size < records * 2) size *= 2;
    this.mask = size - 1;
    this.slots = identityFields.map(() => new Int32Array(size));
    this.hashes = identityFields.map(() => new Int32Array(size));
  }

  /**
   * Starts the next part, of `records` valid records, checked by their place in its columns;
   * `place` gives the vehicle a problem names as the first.
   */
  addPart(part: CheckedPart, records: number, place: (valid: number) => PropertyKey): void {
    this.firsts.push(this.records);
    this.records += records;
    while (this.records * 2 > this.mask + 1) this.grow();
    this.parts.push(part);
    this.places.push(place);
  }

  /**
   * The problems of the current part's valid record `valid` at `path` repeating a record kept
   * before; none when it repeats nothing, and it is kept.
   */
  check(valid: number, path: readonly PropertyKey[]): Problem[] {
    const p = this.parts.length - 1;
    const record = this.firsts[p]! + valid;
    const columns = this.parts[p]!.attributeColumns;
    let problems: Problem[] | undefined;
    for (let f = 0; f < identityFields.length; f++) {
      const field = identityFields[f]!;
      const value = sharedValue(columns.get(field)!, valid);
      const hash = hashOf(value);
      const slot = this.slotOf(f, field, value, hash);
      Object.assign(this.found[f]!, { slot, hash });
      const first = this.slots[f]![slot]!;
      if (first !== 0) {
        problems ??= [];
        problems.push(repeatProblem(field, value, path, this.placeOf(first - 1)));
      }
    }
    if (problems) return problems;
    for (let f = 0; f < identityFields.length; f++) {
      const { slot, hash } = this.found[f]!;
      this.slots[f]![slot] = record + 1;
      this.hashes[f]![slot] = hash;
    }
    return [];
  }

  /** Doubles the tables: the values held are distinct, so each goes to the first free slot. */
  private grow(): void {
    const size = (this.mask + 1) * 2;
    const mask = size - 1;
    this.slots = this.slots.map((slots, f) => {
      const hashes = this.hashes[f]!;
      const [grownSlots, grownHashes] = [new Int32Array(size), new Int32Array(size)];
      for (let old = 0; old < slots.length; old++) {
        if (slots[old] === 0) continue;
        let slot = hashes[old]! & mask;
        while (grownSlots[slot] !== 0) slot = (slot + 1) & mask;
        grownSlots[slot] = slots[old]!;
        grownHashes[slot] = hashes[old]!;
      }
      this.hashes[f] = grownHashes;
      return grownSlots;
    });
    this.mask = mask;
  }

  /** The slot holding `value`'s record, or the free slot it would go in. */
  private slotOf(f: number, field: Field, value: unknown, hash: number): number {
    const [slots, hashes] = [this.slots[f]!, this.hashes[f]!];
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const held = slots[slot]!;
      if (held === 0) return slot;
      if (hashes[slot] === hash && sameKey(this.valueOf(field, held - 1), value)) return slot;
    }
  }

  private partOf(record: number): number {
    let p = this.parts.length - 1;
    while (this.firsts[p]! > record) p--;
    return p;
  }

  private valueOf(field: Field, record: number): unknown {
    const p = this.partOf(record);
    return sharedValue(this.parts[p]!.attributeColumns.get(field)!, record - this.firsts[p]!);
  }

  private placeOf(record: number): PropertyKey {
    const p = this.partOf(record);
    return this.places[p]!(record - this.firsts[p]!);
  }
}
