import { textHash } from "../text-hash.ts";

/** Bytes of one block of records' text; a record longer than this gets a block of its own. */
const blockBytes = 32 * 1024 * 1024;

/**
 * A Buffer of `bytes` on memory V8 does not count as the heap's external memory (a
 * SharedArrayBuffer's), so a feed's gigabytes of text do not set off a full garbage collection
 * every few dozen megabytes (each a pass over the whole heap: minutes at a million vehicles).
 */
const outsideTheHeap = (bytes: number) => Buffer.from(new SharedArrayBuffer(bytes));

/** Records' text as it crosses between threads: the blocks are shared, not copied. */
export type SharedRecordBytes = {
  blocks: SharedArrayBuffer[];
  blockOf: Uint16Array;
  starts: Uint32Array;
  ends: Uint32Array;
};

/** Records hashed between two yields of previousText. */
const recordsPerStep = 50_000;

/**
 * Marks, in `blockOf`, a record whose text is the served stock's (see PreviousText): `starts`
 * holds its position there.
 */
const inPrevious = 0xffff;

/**
 * The served stock's records' text, handed to the threads reading a new version of the feed: a
 * record found byte for byte as served keeps the served text rather than a copy of it, so a new
 * version costs memory only for the records that changed. `byId`: an open-addressing table of
 * positions plus one, by the hash of the record's id as text (0: empty).
 */
export type PreviousText = SharedRecordBytes & { byId: Int32Array };

const sharedCopy = <T extends Uint16Array | Uint32Array>(array: T, length: number): T => {
  const copy = new (array.constructor as new (buffer: SharedArrayBuffer) => T)(
    new SharedArrayBuffer(length * array.BYTES_PER_ELEMENT),
  );
  copy.set(array.subarray(0, length));
  return copy;
};

/**
 * Finds the served record a new one repeats byte for byte: its position in `previous`, or
 * undefined (a new or changed record). `id` is the new record's id.
 */
export function previousRecordFinder(
  previous: PreviousText,
): (id: unknown, bytes: Uint8Array) => number | undefined {
  const blocks = previous.blocks.map((block) => Buffer.from(block));
  const { byId, blockOf, starts, ends } = previous;
  const mask = byId.length - 1;
  return (id, bytes) => {
    for (let slot = textHash(String(id)) & mask; byId[slot] !== 0; slot = (slot + 1) & mask) {
      const at = byId[slot]! - 1;
      const [start, end] = [starts[at]!, ends[at]!];
      if (end - start !== bytes.length) continue;
      if (blocks[blockOf[at]!]!.compare(bytes, 0, bytes.length, start, end) === 0) return at;
    }
    return undefined;
  };
}

/**
 * Records' JSON text, appended one after another into large Buffers outside the JavaScript heap,
 * with an offset table: a million records cost the garbage collector nothing and about 12 bytes
 * each of table. Appended to while a feed loads, read from afterwards.
 */
export class RecordBytes {
  private blocks: Buffer<ArrayBufferLike>[] = [];
  /** The block `append` writes into, and its place among the blocks. */
  private block: Buffer<ArrayBufferLike> = Buffer.alloc(0);
  private blockIndex = -1;
  private used = 0;
  private blockOf = new Uint16Array(1024);
  private starts = new Uint32Array(1024);
  private ends = new Uint32Array(1024);
  private count = 0;
  /** The served stock's text records may keep (see appendFrom), and where its blocks are here. */
  private previous: { bytes: RecordBytes; blocks: number[] | undefined } | undefined;

  /**
   * `appendBlockBytes`: the size of the blocks `append` writes into (32 MB by default).
   * `previous`: the served stock's text, which the records of its next version read against it
   * (see PreviousText) keep.
   */
  constructor(
    private readonly appendBlockBytes = blockBytes,
    previous?: RecordBytes,
  ) {
    if (previous) this.previous = { bytes: previous, blocks: undefined };
  }

  get length(): number {
    return this.count;
  }

  /**
   * This text (finished) for the threads reading the feed's next version: records are found by
   * their id, `idOf(position)`. Yields between steps of tens of thousands of records.
   */
  *previousText(idOf: (index: number) => unknown): Generator<void, PreviousText> {
    const count = this.count;
    let slots = 1024;
    while (slots < count * 2) slots *= 2;
    const byId = new Int32Array(new SharedArrayBuffer(slots * Int32Array.BYTES_PER_ELEMENT));
    const mask = slots - 1;
    for (let index = 0; index < count; index++) {
      if (index % recordsPerStep === recordsPerStep - 1) yield;
      let slot = textHash(String(idOf(index))) & mask;
      while (byId[slot] !== 0) slot = (slot + 1) & mask;
      byId[slot] = index + 1;
    }
    return {
      blocks: this.blocks.map((block) => block.buffer as SharedArrayBuffer),
      blockOf: sharedCopy(this.blockOf, count),
      starts: sharedCopy(this.starts, count),
      ends: sharedCopy(this.ends, count),
      byId,
    };
  }

  /** Appends record `at` of the served stock's text (see PreviousText), where it is; returns its position. */
  appendPrevious(at: number): number {
    return this.place(inPrevious, at, 0);
  }

  /** Appends a record's text; returns its position. */
  append(text: string): number {
    // A UTF-16 unit takes at most 3 bytes: the text is measured only near a block's end.
    const fits = this.used + text.length * 3 <= this.block.length;
    if (!fits) this.makeRoom(Buffer.byteLength(text));
    const start = this.used;
    this.used += this.block.write(text, start, "utf8");
    return this.place(this.blockIndex, start, this.used);
  }

  /** Appends a record's text as bytes (copied); returns its position. */
  appendBytes(text: Uint8Array): number {
    this.makeRoom(text.length);
    const start = this.used;
    this.block.set(text, start);
    this.used += text.length;
    return this.place(this.blockIndex, start, this.used);
  }

  /**
   * A new block of `bytes` outside the heap, for text written into it elsewhere (a file read
   * straight into it): records are placed in it where they lie (see appendIn), not copied.
   */
  addBlock(bytes: number): { block: Buffer<ArrayBufferLike>; index: number } {
    const block = outsideTheHeap(bytes);
    this.blocks.push(block);
    return { block, index: this.blocks.length - 1 };
  }

  /** Appends the record whose text lies in block `index` (see addBlock) from `start` to `end`. */
  appendIn(index: number, start: number, end: number): number {
    return this.place(index, start, end);
  }

  /** A new block (of `size` bytes or more) when the current one cannot take `bytes` more. */
  private makeRoom(bytes: number, size = this.appendBlockBytes): void {
    if (this.used + bytes <= this.block.length) return;
    this.block = outsideTheHeap(Math.max(size, bytes));
    this.blocks.push(this.block);
    this.blockIndex = this.blocks.length - 1;
    this.used = 0;
  }

  private place(block: number, start: number, end: number): number {
    if (this.count === this.starts.length) this.grow();
    this.blockOf[this.count] = block;
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    return this.count++;
  }

  /** The blocks and the place of each record in them, to be taken over by another RecordBytes. */
  shared(): SharedRecordBytes {
    const count = this.count;
    return {
      blocks: this.blocks.map((block) => block.buffer as SharedArrayBuffer),
      blockOf: this.blockOf.slice(0, count),
      starts: this.starts.slice(0, count),
      ends: this.ends.slice(0, count),
    };
  }

  /** Takes over the blocks of `from` (made elsewhere, perhaps on another thread); returns a handle for appendFrom. */
  adoptBlocks(from: SharedRecordBytes): number[] {
    const first = this.blocks.length;
    this.blocks.push(...from.blocks.map((block) => Buffer.from(block)));
    // Appending goes on into a new block: the adopted ones may be full.
    this.block = Buffer.alloc(0);
    this.blockIndex = -1;
    this.used = 0;
    return from.blocks.map((_, at) => first + at);
  }

  /**
   * Appends record `at` of adopted `from` (its text stays where it is, in `from`'s blocks or in
   * the served stock's this was made with); returns its position.
   */
  appendFrom(from: SharedRecordBytes, blocks: readonly number[], at: number): number {
    const block = from.blockOf[at]!;
    if (block !== inPrevious) return this.place(blocks[block]!, from.starts[at]!, from.ends[at]!);
    const previous = this.previous;
    if (!previous) throw new Error("A record kept from the served stock, which was not given");
    const { bytes } = previous;
    previous.blocks ??= bytes.blocks.map((served) => this.blocks.push(served) - 1);
    const served = from.starts[at]!;
    return this.place(
      previous.blocks[bytes.blockOf[served]!]!,
      bytes.starts[served]!,
      bytes.ends[served]!,
    );
  }

  /**
   * Once every record is in: lets go of the served stock and of its blocks no record kept, and
   * copies out the records of those it kept less than half of, so a stock never holds much more
   * text than its own.
   */
  settle(): void {
    const previous = this.previous;
    this.previous = undefined;
    if (!previous?.blocks) return;
    const kept = new Float64Array(this.blocks.length);
    for (let index = 0; index < this.count; index++)
      kept[this.blockOf[index]!]! += this.ends[index]! - this.starts[index]!;
    const served = new Float64Array(previous.bytes.blocks.length);
    const from = previous.bytes;
    for (let index = 0; index < from.count; index++)
      served[from.blockOf[index]!]! += from.ends[index]! - from.starts[index]!;
    const sparse = new Set(previous.blocks.filter((block, at) => kept[block]! < served[at]! / 2));
    if (sparse.size) {
      this.block = Buffer.alloc(0);
      this.used = 0;
      // Blocks no larger than the text copied.
      let left = 0;
      for (const block of sparse) left += kept[block]!;
      for (let index = 0; index < this.count; index++) {
        const block = this.blockOf[index]!;
        if (!sparse.has(block)) continue;
        const text = this.blocks[block]!.subarray(this.starts[index], this.ends[index]);
        this.makeRoom(text.length, Math.min(this.appendBlockBytes, left));
        left -= text.length;
        this.block.set(text, this.used);
        this.blockOf[index] = this.blockIndex;
        this.starts[index] = this.used;
        this.used += text.length;
        this.ends[index] = this.used;
      }
    }
    // The blocks still read, renumbered.
    const read = new Uint8Array(this.blocks.length);
    for (let index = 0; index < this.count; index++) read[this.blockOf[index]!] = 1;
    const renumbered = new Uint16Array(this.blocks.length);
    const blocks: Buffer<ArrayBufferLike>[] = [];
    this.blocks.forEach((block, at) => {
      if (read[at]) renumbered[at] = blocks.push(block) - 1;
    });
    for (let index = 0; index < this.count; index++)
      this.blockOf[index] = renumbered[this.blockOf[index]!]!;
    this.blocks = blocks;
    // Appending (not done once settled) would go on into a new block.
    this.block = Buffer.alloc(0);
    this.blockIndex = -1;
    this.used = 0;
  }

  /** The text of the record at `index`. */
  text(index: number): string {
    return this.blocks[this.blockOf[index]!]!.toString(
      "utf8",
      this.starts[index],
      this.ends[index],
    );
  }

  private grow(): void {
    const grown = <T extends Uint16Array | Uint32Array>(array: T, make: (n: number) => T): T => {
      const next = make(array.length * 2);
      next.set(array);
      return next;
    };
    this.blockOf = grown(this.blockOf, (n) => new Uint16Array(n));
    this.starts = grown(this.starts, (n) => new Uint32Array(n));
    this.ends = grown(this.ends, (n) => new Uint32Array(n));
  }
}
