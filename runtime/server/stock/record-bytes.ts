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

  /** `appendBlockBytes`: the size of the blocks `append` writes into (32 MB by default). */
  constructor(private readonly appendBlockBytes = blockBytes) {}

  get length(): number {
    return this.count;
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

  /** A new block when the current one cannot take `bytes` more. */
  private makeRoom(bytes: number): void {
    if (this.used + bytes <= this.block.length) return;
    this.block = outsideTheHeap(Math.max(this.appendBlockBytes, bytes));
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

  /** Appends record `at` of adopted `from` (its text stays where it is); returns its position. */
  appendFrom(from: SharedRecordBytes, blocks: readonly number[], at: number): number {
    if (this.count === this.starts.length) this.grow();
    this.blockOf[this.count] = blocks[from.blockOf[at]!]!;
    this.starts[this.count] = from.starts[at]!;
    this.ends[this.count] = from.ends[at]!;
    return this.count++;
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
